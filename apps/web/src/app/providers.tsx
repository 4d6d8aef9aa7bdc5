import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

/** Toast lifetime in the shell and on the upgrade screen (spec 1 section 9); module screens pass 3200. */
export const SHELL_TOAST_MS = 5000;

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-right"
        closeButton
        // Stacked (collapsed) toasts are drawn faded behind the newest one; expanded, each stays readable.
        expand
        duration={SHELL_TOAST_MS}
        // sonner sets its own system font on the toaster; toasts use the app's type like every other text.
        style={{ fontFamily: 'var(--font-sans)' }}
        // Our own colours: sonner's rich colours fall below WCAG AA contrast for success text.
        toastOptions={{ classNames: { success: '!border-l-4 !border-l-success', error: '!border-l-4 !border-l-danger !text-danger', title: '!font-medium' } }}
      />
    </QueryClientProvider>
  );
}
