import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys.ts';
import { clearDataLayer, pushedEvents } from '../../testing/data-layer.ts';
import { apiError, fakeApi, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

const TITLE = 'Unlock Your Career Superpowers!';

beforeEach(() => {
  signOutLocally();
  signIn();
  clearDataLayer();
});
afterEach(() => vi.unstubAllGlobals());

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name });

describe('upgrade dialog', () => {
  it('opens on ?upgrade anywhere in /app with Pro and Ultimate from the plan table, quarterly by default; closing drops the parameter', async () => {
    fakeApi(fakeBillingServer().handlers);
    const { user, location } = renderApp('/app/w/ws_test000000000001/documents?upgrade=open');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('radio', { name: /Quarterly/ })).toBeChecked();
    expect(card(dialog, 'Pro')).toHaveTextContent('$24per quarter');
    expect(card(dialog, 'Pro')).toHaveTextContent('Save $3 compared with monthly');
    expect(card(dialog, 'Pro')).toHaveTextContent('300 credits a month');
    expect(card(dialog, 'Ultimate')).toHaveTextContent('$105per quarter');
    expect(card(dialog, 'Ultimate')).toHaveTextContent('Save $12 compared with monthly');
    expect(card(dialog, 'Ultimate')).toHaveTextContent('1,000 credits a month');

    await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));
    expect(card(dialog, 'Pro')).toHaveTextContent('$9per month');
    expect(localStorage.getItem(storageKeys.billingPeriod)).toBe('monthly');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/app/w/ws_test000000000001/documents');
  });

  it('takes the billing period from the URL first, then the stored choice, then quarterly', async () => {
    fakeApi(fakeBillingServer().handlers);
    localStorage.setItem(storageKeys.billingPeriod, 'quarterly');
    const fromUrl = renderApp('/app/settings?upgrade=open&period=monthly');
    expect(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('radio', { name: 'Monthly' }),
    ).toBeChecked();
    fromUrl.unmount();

    localStorage.setItem(storageKeys.billingPeriod, 'monthly');
    const stored = renderApp('/app/settings?upgrade=open');
    expect(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('radio', { name: 'Monthly' }),
    ).toBeChecked();
    stored.unmount();

    localStorage.removeItem(storageKeys.billingPeriod);
    renderApp('/app/settings?upgrade=open&period=weekly');
    expect(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('radio', { name: /Quarterly/ }),
    ).toBeChecked();
  });

  it("offers 'Start 3-day free trial' on Pro while the trial is unused; it checks out Pro with the trial and the promo code", async () => {
    const promo = { code: 'FOUNDER', expiresAt: new Date(Date.now() + 3600_000).toISOString(), timeLeft: 3600 };
    const server = fakeBillingServer({ promo });
    const fetchMock = fakeApi(server.handlers);
    localStorage.setItem('cp.referralId', 'partner_42'); // kept from an affiliate link
    const { user, location } = renderApp('/app/w/ws_test000000000001?upgrade=trial');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Try Pro free for 3 days.');
    expect(await within(dialog).findByText('FOUNDER')).toBeInTheDocument();
    expect(within(card(dialog, 'Ultimate')).queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
    await user.click(within(card(dialog, 'Pro')).getByRole('button', { name: 'Start 3-day free trial' }));
    await waitFor(() => expect(location()).toBe('/app/test-checkout?session=cs_test_1'));
    expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')[0]?.body).toEqual({
      package: 'pro',
      billing_period: 'quarterly',
      trial_enabled: true,
      promo_code: 'FOUNDER',
      referral_id: 'partner_42',
      return_path: '/app/w/ws_test000000000001',
    });
  });

  it('offers no trial once it was used; Subscribe to Ultimate checks out without it', async () => {
    const fetchMock = fakeApi(fakeBillingServer({ subscription: { trial_used: true } }).handlers);
    const { user } = renderApp('/app/settings?upgrade=open');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).queryByRole('button', { name: 'Start 3-day free trial' })).not.toBeInTheDocument();
    await user.click(within(card(dialog, 'Ultimate')).getByRole('button', { name: 'Subscribe to Ultimate' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')[0]?.body).toMatchObject({
      package: 'ultimate',
      trial_enabled: false,
      promo_code: null,
    });
    await waitFor(() =>
      expect(pushedEvents('begin_checkout')).toEqual([
        { event: 'begin_checkout', package: 'ultimate', billing_period: 'quarterly' },
      ]),
    );
  });

  it("says 'Error creating subscription session.' when the checkout cannot be created", async () => {
    fakeApi({
      ...fakeBillingServer({ subscription: { trial_used: true } }).handlers,
      'POST /api/payments/create-checkout-session': () => apiError(500, 'INTERNAL', ''),
    });
    const { user } = renderApp('/app/settings?upgrade=open');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(card(dialog, 'Pro')).getByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByText('Error creating subscription session.')).toBeInTheDocument();
    expect(pushedEvents('begin_checkout')).toEqual([]);
  });

  it('for a paid user: the current plan marked, the other plan through Change plan, and top-up packs', async () => {
    const fetchMock = fakeApi(fakeBillingServer({ subscription: { package: 'pro' } }).handlers);
    const { user, location } = renderApp('/app/settings?upgrade=credits');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Add a top-up pack, or move to a bigger plan.');
    expect(within(card(dialog, 'Pro')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(card(dialog, 'Ultimate')).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/app/settings#subscription',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Buy 100 credits for $5' }));
    await waitFor(() => expect(location()).toBe('/app/test-checkout?session=cs_test_1'));
    expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')[0]?.body).toMatchObject({
      package: 'topup_100',
    });
  });

  it('/app/upgrade opens Settings with the dialog, keeping the period', async () => {
    fakeApi(fakeBillingServer().handlers);
    const { location } = renderApp('/app/upgrade?period=monthly');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(location()).toBe('/app/settings?period=monthly&upgrade=open#subscription');
  });
});
