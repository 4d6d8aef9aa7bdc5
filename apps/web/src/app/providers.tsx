import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useMediaQuery } from '../features/shell/hooks/use-media-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

/**
 * Toast lifetime in the shell and on the upgrade screen (docs/product/1-platform.md section 9); module screens pass
 * 3200.
 */
export const SHELL_TOAST_MS = 5000;

/** Where sonner lays toasts out full width (its own breakpoint). */
export const PHONE_TOAST_QUERY = '(max-width: 600px)';
/**
 * Toasts sit at the bottom, above the Ask UC bubble (56 px at 16 px from the edge), so they never cover
 * the top bar (its credits corner) nor a page's header or toolbar: full width on a phone, in the
 * bottom-right corner on a desktop (decision 035).
 */
const phoneOffset = { bottom: 88, left: 16, right: 16 };
const desktopOffset = { bottom: 88, right: 24 };

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const phone = useMediaQuery(PHONE_TOAST_QUERY);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position={phone ? 'bottom-center' : 'bottom-right'}
        offset={desktopOffset}
        mobileOffset={phoneOffset}
        closeButton
        // Stacked (collapsed) toasts are drawn faded behind the newest one; expanded, each stays readable.
        expand
        duration={SHELL_TOAST_MS}
        // sonner sets its own system font on the toaster; toasts use the app's type like every other text.
        style={{ fontFamily: 'var(--font-sans)' }}
        // Our own colours: sonner's rich colours fall below WCAG AA contrast for success text.
        toastOptions={{
          classNames: {
            success: '!border-l-4 !border-l-success',
            error: '!border-l-4 !border-l-danger !text-danger',
            title: '!font-medium',
          },
        }}
      />
    </QueryClientProvider>
  );
}
