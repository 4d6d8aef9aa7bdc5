import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, meBody, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { sessionKeys } from '../../lib/storage-keys.ts';

const answered = meBody({
  user: { email_verified: false },
  profile: {
    job_category: 'Data Science',
    seniority_level: 'Mid-Level (2–5 years)',
    career_goals: ['Skill Development'],
    career_context: null,
    onboarding_completed: true,
  },
});

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('settings', () => {
  it("signed out, says 'Please log in to view your settings.' with Log In (coming back here) and Return to Home", async () => {
    signOutLocally();
    fakeApi({});
    const { user, location } = renderApp('/app/settings#usage');
    expect(await screen.findByRole('heading', { name: 'Please log in to view your settings.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(location()).toBe('/auth?tab=login');
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBe('/app/settings#usage');
  });

  it('signed out, the upgrade page says it needs a login too, while other app pages go to the login form', async () => {
    signOutLocally();
    fakeApi({});
    const first = renderApp('/app/upgrade');
    expect(
      await screen.findByRole('heading', { name: 'You must be logged in to view upgrade options.' }),
    ).toBeInTheDocument();
    first.unmount();
    const { location } = renderApp('/app/homepage');
    await waitFor(() => expect(location()).toBe('/auth?tab=login'));
  });

  it('shows the account: e-mail, verification with resend, plan and the saved answers', async () => {
    fakeApi({ 'GET /api/me': () => json(answered) });
    renderApp('/app/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(within(account).getByText('Not verified')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(within(account).getByText('Free')).toBeInTheDocument();
    expect(within(account).getByText('Data Science')).toBeInTheDocument();
    expect(within(account).getByText('Mid-Level (2–5 years)')).toBeInTheDocument();
    expect(within(account).getByText('Skill Development')).toBeInTheDocument();
    expect(within(account).getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account', selected: true })).toBeInTheDocument();
  });

  it("has the tabs Account, Subscription and Usage; '#usage' opens Usage and a tab choice goes into the hash", async () => {
    fakeApi(fakeBillingServer().handlers);
    const { user, location } = renderApp('/app/settings#usage');
    expect(await screen.findByRole('tab', { name: 'Usage', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Subscription', 'Usage']);
    expect(await screen.findByRole('heading', { name: 'Usage log' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(location()).toBe('/app/settings#subscription');
    expect(await screen.findByRole('region', { name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your data' })).toBeInTheDocument();
  });

  it("'Edit' opens the onboarding questions with the saved answers and saves changes", async () => {
    const fetchMock = fakeApi({
      'GET /api/me': () => json(answered),
      'PUT /api/me/profile': ({ body }) => json({ ...answered, profile: { ...answered.profile, ...(body as object) } }),
    });
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit career profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit your career profile' });
    expect(within(dialog).getByRole('radio', { name: 'Data Science' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Finance' }));
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'PUT /api/me/profile')[0]?.body).toMatchObject({
      job_category: 'Finance',
      seniority_level: 'Mid-Level (2–5 years)',
      career_goals: ['Skill Development'],
    });
    expect(within(screen.getByRole('region', { name: 'Account' })).getByText('Finance')).toBeInTheDocument();
  });
});
