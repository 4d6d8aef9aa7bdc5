import '../../testing/dom-stubs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDataLayer, pushedEvents } from '../../testing/data-layer.ts';
import { fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { creditsBody } from '../../testing/fake-billing.ts';
import { CheckoutReturnWatcher } from './components/checkout-return-watcher.tsx';
import { CHECKOUT_POLL_MAX_TRIES } from './utils/checkout-return.ts';

function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname + location.search + location.hash}</p>;
}

function renderWatcher(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CheckoutReturnWatcher />
            <Here />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const seconds = async (n: number) => {
  for (let i = 0; i < n; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
  // Let the toaster render what the last poll announced (it defers by a timer).
  await act(() => vi.advanceTimersByTimeAsync(10));
};

beforeEach(() => {
  signOutLocally();
  signIn();
  clearDataLayer();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after checkout: credit polling', () => {
  it('polls GET /api/credits every second until the plan shows, then says so and cleans the URL', async () => {
    let calls = 0;
    const fetchMock = fakeApi({
      'GET /api/credits': () => json(creditsBody({ plan: (calls += 1) >= 3 ? 'pro' : 'free' })),
    });
    renderWatcher('/app/settings?success=true&session_id=cs_1&period=monthly#subscription');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(1);
    await seconds(1);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(2);
    await seconds(1);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(3);
    expect(screen.getByText('Payment successful! You are now on Pro with 300 credits available.')).toBeInTheDocument();
    expect(pushedEvents('successful_payment')).toEqual([{ event: 'successful_payment', package: 'pro' }]);
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/app\/settings#subscription$/);
    await seconds(5);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(3);
  });

  it('a trial start says nothing was charged instead of thanking for a payment', async () => {
    fakeApi({ 'GET /api/credits': () => json(creditsBody({ plan: 'pro' })) });
    renderWatcher('/app/settings?success=true&session_id=cs_1&period=quarterly&trial=true#subscription');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      screen.getByText(
        'Your free trial has started: you are on Pro with 300 credits available. Nothing was charged today.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/app\/settings#subscription$/);
  });

  it('stops after 20 tries, says the payment is still being confirmed, and cleans the URL', async () => {
    const fetchMock = fakeApi({ 'GET /api/credits': () => json(creditsBody({ plan: 'free' })) });
    renderWatcher('/app/w/ws_1/agent?sessionId=cs_2&status=success');
    await act(() => vi.advanceTimersByTimeAsync(0));
    await seconds(CHECKOUT_POLL_MAX_TRIES - 2);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(CHECKOUT_POLL_MAX_TRIES - 1);
    expect(screen.queryByText(/Your payment is still being confirmed/)).not.toBeInTheDocument();
    await seconds(1);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(CHECKOUT_POLL_MAX_TRIES);
    expect(screen.getByText(/Your payment is still being confirmed/)).toBeInTheDocument();
    expect(pushedEvents('successful_payment')).toEqual([]);
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/app\/w\/ws_1\/agent$/);
    await seconds(5);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(CHECKOUT_POLL_MAX_TRIES);
  });

  it('keeps polling through failed calls; a top-up shows as the pack credits', async () => {
    let calls = 0;
    const fetchMock = fakeApi({
      'GET /api/credits': () =>
        (calls += 1) === 1
          ? json({ detail: 'down', code: 'UNAVAILABLE', request_id: 'r' }, 503)
          : json(creditsBody({ plan: 'pro', topup: 100 })),
    });
    renderWatcher('/app/settings?success=true&session_id=cs_3&topup=100');
    await act(() => vi.advanceTimersByTimeAsync(0));
    await seconds(1);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(2);
    expect(screen.getByText('Payment successful! 100 credits were added.')).toBeInTheDocument();
    expect(pushedEvents('successful_payment')).toEqual([{ event: 'successful_payment', topup: 100 }]);
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/app\/settings$/);
  });

  it('a cancelled checkout only says nothing was charged', async () => {
    const fetchMock = fakeApi({});
    renderWatcher('/app/settings?upgrade=open&canceled=true');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Checkout cancelled. You have not been charged.')).toBeInTheDocument();
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/app\/settings\?upgrade=open$/);
    expect(requestsTo(fetchMock, 'GET /api/credits')).toHaveLength(0);
  });

  it('does nothing without checkout parameters', async () => {
    const fetchMock = fakeApi({});
    renderWatcher('/app/settings?period=monthly');
    await seconds(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
