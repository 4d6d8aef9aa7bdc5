import '../../testing/dom-stubs.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, meBody, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { fakeWorkspaceServer, workspace } from '../../testing/fake-workspaces.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the app home', () => {
  it('greets the user, explains the steps and lists the toolkit with estimated times', async () => {
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    renderApp('/app/homepage');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      '1. Add your resume and the job posting',
      '2. Run the analysis modules in order',
      '3. Practise and apply',
    ]);
    // Below the hero, rendered once the hero has painted (decision 047).
    const toolkit = await screen.findByRole('region', { name: 'Your toolkit' });
    const card = (name: string) => within(toolkit).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(card('Step 1: Resume Audit')).toHaveTextContent('3–5 min');
    expect(card('Step 6: Offline Interview')).toHaveTextContent('8–12 min');
    expect(card('Step 8: Live Interview')).toHaveTextContent('12–15 min');
    expect(within(toolkit).getAllByRole('heading', { level: 4 })).toHaveLength(9);
    expect(
      within(toolkit)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Analyze', 'Build', 'Prepare']);
    // Free plan: the Pro steps carry the marker, the others do not.
    expect(card('Step 4: Resume Improvement')).toHaveTextContent('Pro');
    expect(card('Step 2: Job Decoder')).not.toHaveTextContent('Pro');
  });

  it('shows the skeleton until the workspace list is here, so the workspace does not push the page down when it lands', async () => {
    const server = fakeWorkspaceServer({
      workspaces: [workspace({ wid: 'ws_home', name: 'Data Analyst', isDefault: true })],
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const listWorkspaces = server.handlers['GET /api/workspaces'];
    fakeApi({
      ...server.handlers,
      'GET /api/me': () => json(meBody()),
      'GET /api/workspaces': async () => held.then(() => listWorkspaces()),
    });
    renderApp('/app/homepage');

    expect(await screen.findByRole('status', { name: 'Loading home' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Welcome, Jane Doe' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading home' })).not.toBeInTheDocument();
  });

  it('opens the upgrade dialog from a Pro step for a free user, on the same page', async () => {
    fakeApi({ ...fakeBillingServer().handlers, 'GET /api/me': () => json(meBody()) });
    const { user, location } = renderApp('/app/homepage');
    const toolkit = await screen.findByRole('region', { name: 'Your toolkit' });
    await user.click(within(toolkit).getByRole('link', { name: 'Cover Letter' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock Your Career Superpowers!' })).toBeInTheDocument();
    expect(location()).toMatch(/^\/app\/homepage\?upgrade=open/);
  });

  it('has no verification banner for a verified address', async () => {
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    renderApp('/app');
    await screen.findByRole('heading', { name: 'Welcome, Jane Doe' });
    expect(screen.queryByRole('heading', { name: 'Please verify your email address' })).not.toBeInTheDocument();
  });

  it('asks to verify the address and resends the e-mail, toasting the server message', async () => {
    const fetchMock = fakeApi({
      'GET /api/me': () => json(meBody({ user: { email_verified: false } })),
      'POST /api/auth/resend-verification': () => json({ message: 'Verification email sent! Check your inbox.' }),
    });
    const { user } = renderApp('/app');

    const banner = (await screen.findByRole('heading', { name: 'Please verify your email address' })).closest(
      'section',
    ) as HTMLElement;
    expect(banner).toHaveTextContent('jane.doe@example.com');
    await user.click(within(banner).getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByText('Verification email sent! Check your inbox.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/resend-verification')[0]?.headers.get('authorization')).toBe(
      'Bearer token-1',
    );
  });

  it('toasts the server detail when resending fails', async () => {
    fakeApi({
      'GET /api/me': () => json(meBody({ user: { email_verified: false } })),
      'POST /api/auth/resend-verification': () =>
        apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
    });
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });
});
