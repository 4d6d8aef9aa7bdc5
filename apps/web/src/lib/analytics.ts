/** The product events the spec names (spec 1 section 7). */
export type AnalyticsEvent = 'signup_success' | 'begin_checkout' | 'successful_payment' | 'account_deleted';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Pushes an event onto `window.dataLayer`, the convention tag managers read. With no tag manager
 * on the page (the default), the array is never sent anywhere: nothing leaves the browser.
 */
export function track(event: AnalyticsEvent, detail: Record<string, string | number | boolean> = {}): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...detail });
}
