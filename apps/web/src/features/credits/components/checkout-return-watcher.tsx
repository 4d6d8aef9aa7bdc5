import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';

/** Mounted once in the app layout: handles the return from any checkout, on any /app page. */
export function CheckoutReturnWatcher() {
  useCheckoutReturn();
  return null;
}
