import '../../testing/dom-stubs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeApi, json, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { creditsBody } from '../../testing/fake-billing.ts';
import { useCredits } from './api/get-credits.ts';
import { useInsufficientCreditsHandler } from './hooks/use-insufficient-credits-handler.ts';

const noCredits = new ApiError(
  402,
  'INSUFFICIENT_CREDITS',
  'Module requires 1 credit but you have 0. Please upgrade to continue.',
  {
    detail: 'Module requires 1 credit but you have 0. Please upgrade to continue.',
    code: 'INSUFFICIENT_CREDITS',
    needed: 1,
    have: 0,
  },
);

/** A stand-in module screen whose run failed with `error`. */
function ModuleScreen({ error }: { error: unknown }) {
  const handle = useInsufficientCreditsHandler();
  const credits = useCredits();
  const location = useLocation();
  const [handled, setHandled] = useState<boolean | null>(null);
  return (
    <>
      <p>Plan: {credits.data?.plan ?? 'loading'}</p>
      <button type="button" onClick={() => setHandled(handle(error))}>
        Run
      </button>
      <p data-testid="handled">{String(handled)}</p>
      <p data-testid="here">{location.pathname + location.search + location.hash}</p>
    </>
  );
}

function renderScreen(error: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <ModuleScreen error={error} /> }], {
    initialEntries: ['/app/w/ws_1/modules/1'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the 402 INSUFFICIENT_CREDITS handler', () => {
  it('a free user: shows the detail and opens the usage upgrade dialog where they are', async () => {
    fakeApi({ 'GET /api/credits': () => json(creditsBody({ plan: 'free', allowance: 0 })) });
    const user = renderScreen(noCredits);
    await screen.findByText('Plan: free');
    const announced = vi.fn();
    window.addEventListener('uc:credits:changed', announced);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTestId('handled')).toHaveTextContent('true');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/app/w/ws_1/modules/1?upgrade=credits'));
    expect(
      await screen.findByText('Module requires 1 credit but you have 0. Please upgrade to continue.'),
    ).toBeInTheDocument();
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener('uc:credits:changed', announced);
  });

  it("a paid user: goes to Settings > Usage; without a detail it says 'Not enough credits.'", async () => {
    fakeApi({ 'GET /api/credits': () => json(creditsBody({ plan: 'pro', allowance: 0 })) });
    const user = renderScreen(
      new ApiError(402, 'INSUFFICIENT_CREDITS', 'Not enough credits.', { code: 'INSUFFICIENT_CREDITS', detail: '' }),
    );
    await screen.findByText('Plan: pro');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/app/settings#usage'));
    expect(await screen.findByText('Not enough credits.')).toBeInTheDocument();
  });

  it('leaves every other error to the screen', async () => {
    fakeApi({ 'GET /api/credits': () => json(creditsBody({ plan: 'free' })) });
    const user = renderScreen(new ApiError(403, 'PLAN_REQUIRED', 'This needs a Pro plan.'));
    await screen.findByText('Plan: free');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTestId('handled')).toHaveTextContent('false');
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/app\/w\/ws_1\/modules\/1$/);
  });
});
