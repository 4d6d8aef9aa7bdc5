import '../../testing/dom-stubs.ts';
import type { Subscription } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer, noonUtc, subscriptionBody } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

async function openSubscription(subscription: Partial<Subscription>) {
  const server = fakeBillingServer({ subscription });
  const fetchMock = fakeApi(server.handlers);
  const view = renderApp('/app/settings#subscription');
  const region = await screen.findByRole('region', { name: 'Subscription' });
  await within(region).findByText('Plan');
  return { ...view, server, fetchMock, region };
}

const buttonNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('settings: subscription status and actions', () => {
  it("free: 'Active', 'Free (no billing)', and only Change Plan", async () => {
    const { region } = await openSubscription({});
    expect(region).toHaveTextContent('Active');
    expect(region).toHaveTextContent('Free (no billing)');
    expect(buttonNames(region)).toEqual(['Change Plan']);
  });

  it('free with a billing customer: Manage Billing opens the billing portal', async () => {
    const { region, user, location } = await openSubscription({ customer_id: 'cus_1' });
    expect(buttonNames(region)).toEqual(['Change Plan', 'Manage Billing']);
    await user.click(within(region).getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(location()).toBe('/app/test-portal'));
  });

  it("past_due: '(Payment required)' in amber, with Cancel and Manage Billing", async () => {
    const { region } = await openSubscription({ package: 'pro', status: 'past_due' });
    const note = within(region).getByText('(Payment required)');
    expect(note).toHaveClass('text-warning');
    expect(region).toHaveTextContent('Past due');
    expect(buttonNames(region)).toEqual(['Change Plan', 'Manage Billing', 'Cancel Subscription']);
  });

  it("a trial: 'Trial ends {date}'", async () => {
    const { region } = await openSubscription({
      package: 'pro',
      status: 'trialing',
      trial_enabled: true,
      trial_end: noonUtc('2026-06-03'),
      trial_used: true,
    });
    expect(region).toHaveTextContent('Trial ends Jun 3, 2026');
  });

  it('a running paid plan: the next billing date and the period', async () => {
    const { region } = await openSubscription({
      package: 'ultimate',
      billing_period: 'quarterly',
      period: 'quarterly',
      next_billing_at: noonUtc('2026-08-15'),
    });
    expect(region).toHaveTextContent('Ultimate · Quarterly');
    expect(region).toHaveTextContent('Next billing date: Aug 15, 2026');
    expect(region).toHaveTextContent('1,000');
  });

  it("Cancel Subscription asks first, then shows '(Cancels {date})' and Undo Cancellation instead", async () => {
    const { region, user, fetchMock } = await openSubscription({ package: 'pro' });
    await user.click(within(region).getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(confirm).toHaveTextContent('You keep Pro until Jul 1, 2026');
    await user.click(within(confirm).getByRole('button', { name: 'Keep Subscription' }));
    expect(requestsTo(fetchMock, 'POST /api/payments/cancel-subscription')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(
      await screen.findByText('Your subscription will be cancelled on Jul 1, 2026. You keep your plan until then.'),
    ).toBeInTheDocument();
    expect(await within(region).findByText('(Cancels Jul 1, 2026)')).toBeInTheDocument();
    expect(buttonNames(region)).toEqual(['Change Plan', 'Manage Billing', 'Undo Cancellation']);

    await user.click(within(region).getByRole('button', { name: 'Undo Cancellation' }));
    expect(await screen.findByText('Cancellation undone. Your subscription will continue.')).toBeInTheDocument();
    await waitFor(() => expect(buttonNames(region)).toEqual(['Change Plan', 'Manage Billing', 'Cancel Subscription']));
  });

  it("says 'Failed to cancel subscription.' when the server gives no reason", async () => {
    const server = fakeBillingServer({ subscription: { package: 'pro' } });
    fakeApi({ ...server.handlers, 'POST /api/payments/cancel-subscription': () => apiError(500, 'INTERNAL', '') });
    const { user } = renderApp('/app/settings#subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to cancel subscription.')).toBeInTheDocument();
  });

  it("falls back to check-subscription when user-stats fails, and says 'Unable to load settings' when both fail", async () => {
    const subscription = subscriptionBody({ package: 'ultimate' });
    const fallback = fakeBillingServer();
    fakeApi({
      ...fallback.handlers,
      'GET /api/user-stats': () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
      'POST /api/payments/check-subscription': () =>
        json({ subscription, plan: 'ultimate', status: 'active', trial_used: false }),
    });
    const first = renderApp('/app/settings#subscription');
    const region = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(region).findByText('Ultimate')).toBeInTheDocument();
    first.unmount();

    fakeApi({
      ...fallback.handlers,
      'GET /api/user-stats': () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
      'POST /api/payments/check-subscription': () => apiError(409, 'CONFLICT', 'No subscription.'),
    });
    renderApp('/app/settings#subscription');
    expect(
      await screen.findByText('Unable to load settings. Please try again or contact support.'),
    ).toBeInTheDocument();
  });
});

describe('settings: Change Your Plan', () => {
  async function openDialog(subscription: Partial<Subscription>) {
    const opened = await openSubscription(subscription);
    await opened.user.click(within(opened.region).getByRole('button', { name: 'Change Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Your Plan' });
    return { ...opened, dialog };
  }

  it("starts on the current plan with 'No Changes' disabled; each choice names its class and proration", async () => {
    const { dialog, user } = await openDialog({ package: 'pro', billing_period: 'monthly', period: 'monthly' });
    expect(within(dialog).getByRole('radio', { name: /^Pro/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^Monthly/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /^Ultimate/ }));
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Ultimate' })).toBeEnabled();
    expect(dialog).toHaveTextContent('charged the prorated difference today');
    expect(dialog).toHaveTextContent('$39 per month');

    await user.click(within(dialog).getByRole('radio', { name: /^Pro/ }));
    await user.click(within(dialog).getByRole('radio', { name: /^Quarterly/ }));
    expect(within(dialog).getByRole('button', { name: 'Switch to quarterly billing' })).toBeEnabled();
    expect(dialog).toHaveTextContent('Your billing is adjusted');

    await user.click(within(dialog).getByRole('radio', { name: /^Monthly/ }));
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });

  it("an upgrade changes the plan at once: 'Successfully changed to ULTIMATE plan!' and the details update", async () => {
    const { dialog, user, fetchMock, region } = await openDialog({
      package: 'pro',
      billing_period: 'monthly',
      period: 'monthly',
    });
    await user.click(within(dialog).getByRole('radio', { name: /^Ultimate/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Ultimate' }));
    expect(await screen.findByText('Successfully changed to ULTIMATE plan!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/payments/change-subscription')[0]?.body).toEqual({
      new_package: 'ultimate',
      new_billing_period: 'monthly',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Your Plan' })).not.toBeInTheDocument());
    expect(await within(region).findByText('Ultimate')).toBeInTheDocument();
  });

  it('a downgrade needs a second confirmation', async () => {
    const { dialog, user, fetchMock } = await openDialog({
      package: 'ultimate',
      billing_period: 'quarterly',
      period: 'quarterly',
    });
    await user.click(within(dialog).getByRole('radio', { name: /^Pro/ }));
    expect(dialog).toHaveTextContent('credited to your next invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Pro' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Downgrade to Pro?' });
    expect(confirm).toHaveTextContent('Your monthly credits change to 300');
    expect(requestsTo(fetchMock, 'POST /api/payments/change-subscription')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Keep Ultimate' }));
    expect(requestsTo(fetchMock, 'POST /api/payments/change-subscription')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Pro' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, downgrade to Pro' }));
    expect(await screen.findByText('Successfully changed to PRO plan!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/payments/change-subscription')[0]?.body).toEqual({
      new_package: 'pro',
      new_billing_period: 'quarterly',
    });
  });

  it('a free user goes through checkout, and the browser leaves for its URL', async () => {
    const { dialog, user, fetchMock, location } = await openDialog({});
    expect(within(dialog).getByRole('radio', { name: /^Pro/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^Quarterly/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(location()).toBe('/app/test-checkout?session=cs_test_1'));
    expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')[0]?.body).toMatchObject({
      package: 'pro',
      billing_period: 'quarterly',
      return_path: '/app/settings#subscription',
    });
    expect(requestsTo(fetchMock, 'POST /api/payments/change-subscription')).toHaveLength(0);
  });

  it("shows 'Failed to change subscription. Please try again.' on a failure without a reason, and the server's reason otherwise", async () => {
    const server = fakeBillingServer({ subscription: { package: 'pro' } });
    let answer = apiError(500, 'INTERNAL', '');
    fakeApi({ ...server.handlers, 'POST /api/payments/change-subscription': () => answer });
    const { user } = renderApp('/app/settings#subscription');
    await user.click(await screen.findByRole('button', { name: 'Change Plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: /^Ultimate/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Ultimate' }));
    expect(await screen.findByText('Failed to change subscription. Please try again.')).toBeInTheDocument();

    answer = apiError(409, 'CONFLICT', 'Plan changes are available once your trial has ended.');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Ultimate' }));
    expect(await screen.findByText('Plan changes are available once your trial has ended.')).toBeInTheDocument();
  });
});
