import '../../testing/dom-stubs.ts';
import type { TestCheckoutSession } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { creditsBody, fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

function checkoutSession(overrides: Partial<TestCheckoutSession> = {}): TestCheckoutSession {
  return {
    session_id: 'cs_test_1',
    mode_label: 'Test mode',
    kind: 'subscription',
    package: 'pro',
    topup: null,
    credits: 300,
    billing_period: 'quarterly',
    label: 'Pro',
    amount_due_today_usd: 19.2,
    amount_usd: 24,
    currency: 'usd',
    trial_enabled: false,
    trial_days: 3,
    promo_code: 'FOUNDER',
    discount_percent: 20,
    status: 'open',
    expires_at: '2026-07-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('test-mode checkout page', () => {
  it("is labelled 'Test mode — no real payment', shows what is bought, and Pay completes it and follows the redirect into the credit polling", async () => {
    const server = fakeBillingServer();
    const fetchMock = fakeApi({
      ...server.handlers,
      'GET /api/payments/test-checkout/:session_id': () => json(checkoutSession()),
      'POST /api/payments/test-checkout/:session_id/complete': () => {
        server.state.subscription = { ...server.state.subscription, package: 'pro', plan: 'pro' };
        server.state.credits = creditsBody({ plan: 'pro' });
        return json({
          status: 'complete',
          redirect_url: '/app/settings?success=true&session_id=cs_test_1&period=quarterly',
        });
      },
    });
    const { user, location } = renderApp('/app/test-checkout?session=cs_test_1');
    expect(await screen.findByRole('note', { name: 'Test mode' })).toHaveTextContent('Test mode — no real payment');
    const summary = await screen.findByRole('heading', { name: 'Career Prep Pro' });
    const card = summary.parentElement as HTMLElement;
    expect(card).toHaveTextContent('Quarterly · $24 per quarter');
    expect(card).toHaveTextContent('Monthly credits300');
    expect(card).toHaveTextContent('Free trialNone');
    expect(card).toHaveTextContent('Promo codeFOUNDER (20% off the first payment)');
    expect(card).toHaveTextContent('Due today$19.20');

    await user.click(within(card).getByRole('button', { name: 'Pay $19.20' }));
    expect(
      await screen.findByText('Payment successful! You are now on Pro with 300 credits available.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/app/settings'));
    expect(screen.getByRole('tab', { name: 'Subscription', selected: true })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/payments/test-checkout/cs_test_1/complete')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: '300 credits available. View usage' })).toBeInTheDocument();
  });

  it("says 'Demo billing: no real payment' when the server runs the test mode as a production demo", async () => {
    fakeApi({
      ...fakeBillingServer().handlers,
      'GET /api/payments/test-checkout/:session_id': () =>
        json(checkoutSession({ mode_label: 'Demo billing: no real payment' })),
    });
    renderApp('/app/test-checkout?session=cs_test_1');
    const banner = await screen.findByRole('note', { name: 'Demo billing: no real payment' });
    expect(banner).toHaveTextContent('Demo billing: no real payment');
    expect(banner).not.toHaveTextContent('Test mode');
  });

  it('a trial checkout is free today; Cancel cancels and goes back', async () => {
    fakeApi({
      ...fakeBillingServer().handlers,
      'GET /api/payments/test-checkout/:session_id': () =>
        json(
          checkoutSession({ trial_enabled: true, amount_due_today_usd: 0, promo_code: null, discount_percent: null }),
        ),
      'POST /api/payments/test-checkout/:session_id/cancel': () =>
        json({ status: 'canceled', redirect_url: '/app/settings?canceled=true' }),
    });
    const { user, location } = renderApp('/app/test-checkout?session=cs_test_1');
    expect(await screen.findByRole('button', { name: 'Start 3-day free trial' })).toBeInTheDocument();
    expect(screen.getByText('3 days, then $24 per quarter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Checkout cancelled. You have not been charged.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/app/settings'));
  });

  it('a top-up, an expired session and an unknown session', async () => {
    let session: TestCheckoutSession | null = checkoutSession({
      kind: 'topup',
      package: null,
      topup: 'topup_100',
      credits: 100,
      billing_period: null,
      label: '100 credits',
      amount_due_today_usd: 5,
      amount_usd: 5,
      promo_code: null,
      discount_percent: null,
    });
    fakeApi({
      ...fakeBillingServer().handlers,
      'GET /api/payments/test-checkout/:session_id': () =>
        session ? json(session) : apiError(404, 'NOT_FOUND', 'This checkout does not exist.'),
    });
    const first = renderApp('/app/test-checkout?session=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Top-up: 100 credits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $5.00' })).toBeInTheDocument();
    first.unmount();

    session = checkoutSession({ status: 'expired' });
    const second = renderApp('/app/test-checkout?session=cs_test_1');
    expect(await screen.findByText('This checkout has expired. Please start again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    second.unmount();

    session = null;
    renderApp('/app/test-checkout?session=cs_nope');
    expect(await screen.findByText('Unable to load this checkout.')).toBeInTheDocument();
    expect(screen.getByText('This checkout does not exist.')).toBeInTheDocument();
  });
});

describe('test-mode billing portal', () => {
  it('shows the subscription and payments, switches the billing period, cancels and undoes', async () => {
    const server = fakeBillingServer({ subscription: { package: 'pro' } });
    const portal = () =>
      json({
        mode_label: 'Test mode',
        subscription: server.state.subscription,
        payments: [
          {
            id: '1',
            type: 'invoice.paid',
            description: 'Pro (monthly)',
            amount_usd: 9,
            created_at: '2026-06-01T12:00:00.000Z',
          },
        ],
      });
    const fetchMock = fakeApi({ ...server.handlers, 'GET /api/payments/test-portal': portal });
    const { user } = renderApp('/app/test-portal');
    expect(await screen.findByRole('note', { name: 'Test mode' })).toBeInTheDocument();
    const history = screen.getByRole('table');
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Jun 1, 2026Pro (monthly)$9');

    await user.click(screen.getByRole('button', { name: 'Switch to quarterly billing' }));
    expect(await screen.findByText('Successfully changed to PRO plan!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/payments/change-subscription')[0]?.body).toEqual({
      new_package: 'pro',
      new_billing_period: 'quarterly',
    });
    expect(await screen.findByRole('button', { name: 'Switch to monthly billing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('button', { name: 'Undo Cancellation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Cancellation' }));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/app/settings#subscription',
    );
  });
});
