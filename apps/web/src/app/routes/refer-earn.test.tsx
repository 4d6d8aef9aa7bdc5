import '../../testing/dom-stubs.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

async function openRefer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /account menu/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Refer & Earn' }));
  return screen.findByRole('dialog', { name: 'Refer & Earn' });
}

describe('Refer & Earn', () => {
  it('gives the user their referral link and what it earned', async () => {
    fakeApi({
      ...fakeBillingServer().handlers,
      'GET /api/referrals/me': () =>
        json({ code: 'ucAbC123xyz0', paid_referrals: 2, credits_earned: 100, reward_credits: 50 }),
    });
    const { user } = renderApp('/app/w/ws_test000000000001/home');
    const dialog = await openRefer(user);
    expect(await within(dialog).findByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/?ref=ucAbC123xyz0`,
    );
    expect(dialog).toHaveTextContent('you get 50 credits');
    expect(dialog).toHaveTextContent('2 people have paid through your link: 100 credits earned.');
  });

  it('says so when the link cannot be loaded', async () => {
    fakeApi({ ...fakeBillingServer().handlers, 'GET /api/referrals/me': () => apiError(500, 'INTERNAL', 'Boom.') });
    const { user } = renderApp('/app/w/ws_test000000000001/home');
    const dialog = await openRefer(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your referral link could not be loaded.');
  });
});
