import '../../testing/dom-stubs.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceCreditsChanged } from '../../lib/credits-events.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { fakeApi, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { creditsBody, fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('credits in the shell', () => {
  it('the badge shows available credits, links to usage, and refetches once per burst of credits-changed events, also from other tabs', async () => {
    const server = fakeBillingServer({ subscription: { package: 'pro' }, credits: { allowance: 250, topup: 40 } });
    const fetchMock = fakeApi(server.handlers);
    renderApp('/app/settings');
    const badge = await screen.findByRole('link', { name: '290 credits available. View usage' });
    expect(badge).toHaveAttribute('href', '/app/settings#usage');
    const fetches = () => requestsTo(fetchMock, 'GET /api/credits').length;
    const before = fetches();

    server.state.credits = creditsBody({ plan: 'pro', allowance: 249, topup: 40 });
    act(() => {
      announceCreditsChanged();
      announceCreditsChanged();
      window.dispatchEvent(new Event('uc:credits:changed'));
    });
    expect(await screen.findByRole('link', { name: '289 credits available. View usage' })).toBeInTheDocument();
    expect(fetches()).toBe(before + 1);

    server.state.credits = creditsBody({ plan: 'pro', allowance: 200, topup: 40 });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.creditsChangedAt, newValue: String(Date.now()) }),
      );
    });
    expect(await screen.findByRole('link', { name: '240 credits available. View usage' })).toBeInTheDocument();
    expect(fetches()).toBe(before + 2);
  });

  it('the badge tooltip gives the allowance, top-ups, held credits and the next reset', async () => {
    fakeApi(
      fakeBillingServer({ subscription: { package: 'pro' }, credits: { allowance: 250, topup: 40, held: 3 } }).handlers,
    );
    const { user } = renderApp('/app/settings');
    await user.hover(await screen.findByRole('link', { name: /credits available/ }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Monthly allowance250 of 300');
    expect(tip).toHaveTextContent('Top-ups40');
    expect(tip).toHaveTextContent('On hold3');
    expect(tip).toHaveTextContent(/ResetsJul 1, 2026/);
  });

  it('out of credits on the free plan: a banner whose Upgrade opens the usage upgrade dialog', async () => {
    fakeApi(fakeBillingServer({ subscription: { trial_used: true }, credits: { allowance: 0 } }).handlers);
    const { user, location } = renderApp('/app/w/ws_test000000000001/documents');
    const banner = await screen.findByRole('region', { name: 'Out of credits' });
    expect(banner).toHaveTextContent('You are out of credits.');
    expect(screen.getByRole('link', { name: '0 credits available. View usage' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('link', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Your Career Superpowers!' });
    expect(dialog).toHaveTextContent('You have used all your credits for now.');
    expect(location()).toBe('/app/w/ws_test000000000001/documents?upgrade=credits');
  });

  it('out of credits on a paid plan: Buy credits (top-ups) and View usage', async () => {
    fakeApi(fakeBillingServer({ subscription: { package: 'pro' }, credits: { allowance: 0 } }).handlers);
    const { user } = renderApp('/app/settings');
    const banner = await screen.findByRole('region', { name: 'Out of credits' });
    expect(within(banner).getByRole('link', { name: 'View usage' })).toHaveAttribute('href', '/app/settings#usage');
    await user.click(within(banner).getByRole('link', { name: 'Buy credits' }));
    expect(await screen.findByRole('button', { name: 'Buy 500 credits for $20' })).toBeInTheDocument();
  });

  it('shows one notice at a time: out of credits replaces the trial offer, which is also hidden on the test-mode pages', async () => {
    fakeApi(fakeBillingServer({ credits: { allowance: 0 } }).handlers);
    const first = renderApp('/app/settings');
    expect(await screen.findByRole('region', { name: 'Out of credits' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pro trial' })).not.toBeInTheDocument();
    first.unmount();

    fakeApi(fakeBillingServer().handlers);
    renderApp('/app/test-portal');
    await screen.findByRole('link', { name: '10 credits available. View usage' });
    expect(screen.queryByRole('region', { name: 'Pro trial' })).not.toBeInTheDocument();
  });

  it('no banner while credits remain', async () => {
    fakeApi(fakeBillingServer({ credits: { allowance: 1 } }).handlers);
    renderApp('/app/settings');
    await screen.findByRole('link', { name: '1 credit available. View usage' });
    expect(screen.queryByRole('region', { name: 'Out of credits' })).not.toBeInTheDocument();
  });
});

describe('trial nudge and promo countdown (free users)', () => {
  it("offers the trial until 'Later', which hides it for 24 hours", async () => {
    fakeApi(fakeBillingServer().handlers);
    const first = renderApp('/app/settings');
    const nudge = await screen.findByRole('region', { name: 'Pro trial' });
    expect(nudge).toHaveTextContent('Try Pro free for 3 days.');
    const now = Date.now();
    await first.user.click(within(nudge).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'Pro trial' })).not.toBeInTheDocument();
    const until = Number(localStorage.getItem(storageKeys.trialSnoozeUntil));
    expect(until - now).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(until - now).toBeLessThan(24 * 3600_000 + 5000);
    first.unmount();

    renderApp('/app/settings');
    await screen.findByRole('tab', { name: 'Account' });
    expect(screen.queryByRole('region', { name: 'Pro trial' })).not.toBeInTheDocument();

    localStorage.setItem(storageKeys.trialSnoozeUntil, String(Date.now() - 1));
    const third = renderApp('/app/settings');
    expect(await screen.findByRole('region', { name: 'Pro trial' })).toBeInTheDocument();
    third.unmount();
  });

  it('Start free trial checks out Pro quarterly with the trial and the referral id', async () => {
    localStorage.setItem(storageKeys.referralId, 'partner_42');
    const fetchMock = fakeApi(fakeBillingServer().handlers);
    const { user, location } = renderApp('/app/settings');
    await user.click(
      within(await screen.findByRole('region', { name: 'Pro trial' })).getByRole('button', {
        name: 'Start free trial',
      }),
    );
    await waitFor(() => expect(location()).toBe('/app/test-checkout?session=cs_test_1'));
    expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')[0]?.body).toMatchObject({
      package: 'pro',
      billing_period: 'quarterly',
      trial_enabled: true,
      referral_id: 'partner_42',
    });
    localStorage.removeItem(storageKeys.referralId);
  });

  it('is not offered on a paid plan or after the trial', async () => {
    fakeApi(fakeBillingServer({ subscription: { package: 'pro', trial_used: true } }).handlers);
    renderApp('/app/settings');
    await screen.findByRole('link', { name: /credits available/ });
    expect(screen.queryByRole('region', { name: 'Pro trial' })).not.toBeInTheDocument();
  });

  it('counts the founder offer down live; at zero it disappears and the server is told', async () => {
    const promo = { code: 'FOUNDER', expiresAt: new Date(Date.now() + 2500).toISOString(), timeLeft: 2 };
    const fetchMock = fakeApi(fakeBillingServer({ promo }).handlers);
    renderApp('/app/settings');
    const chip = await screen.findByRole('link', { name: /^Founder offer: less than a minute left/ });
    expect(chip).toHaveTextContent(/Offer ends in00:0[23]/);
    await waitFor(() => expect(chip).toHaveTextContent('Offer ends in00:01'), { timeout: 2500 });
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Founder offer/ })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    // The chip goes at zero; the server is told right after (a slow machine may record it a moment later).
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/promos/expire')[0]?.body).toEqual({ code: 'FOUNDER' }));
  });

  it('a free user without a promo gets one assigned once (resolve 204, then assign)', async () => {
    const promo = {
      code: 'FOUNDER',
      expiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
      timeLeft: 48 * 3600,
    };
    const server = fakeBillingServer();
    const fetchMock = fakeApi({
      ...server.handlers,
      'POST /api/promos/assign': () =>
        new Response(JSON.stringify(promo), { status: 201, headers: { 'content-type': 'application/json' } }),
    });
    renderApp('/app/settings');
    expect(await screen.findByRole('link', { name: 'Founder offer: 2 days left. See plans' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/promos/resolve')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST /api/promos/assign')).toHaveLength(1);
  });
});
