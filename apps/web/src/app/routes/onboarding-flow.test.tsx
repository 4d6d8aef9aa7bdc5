import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys, storageKeys } from '../../lib/storage-keys.ts';
import { apiError, fakeApi, json, meBody, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

const newAccount = () => meBody({ profile: { onboarding_completed: false } });

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('onboarding', () => {
  it('walks the 4 steps and Finish saves the chosen answers', async () => {
    const fetchMock = fakeApi({
      'GET /api/me': () => json(newAccount()),
      'PUT /api/me/profile': ({ body }) =>
        json(meBody({ profile: { ...(body as object), onboarding_completed: true } })),
    });
    const { user } = renderApp('/app');
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about your career' });
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const fields = within(dialog).getByRole('radiogroup', { name: 'What field do you work in?' });
    expect(within(fields).getAllByRole('radio')).toHaveLength(9);
    await user.click(within(fields).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Your job field'), '  Logistics ');
    await next();

    expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Senior (5–10 years)' }));
    await next();

    expect(within(dialog).getByText('Step 3 of 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Job Security' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Career Change' }));
    // Back keeps the answers.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'Senior (5–10 years)' })).toBeChecked();
    await next();
    expect(within(dialog).getByRole('checkbox', { name: 'Career Change' })).toBeChecked();
    await next();

    expect(within(dialog).getByText('Step 4 of 4')).toBeInTheDocument();
    const context = within(dialog).getByLabelText(/Short context/);
    expect(within(dialog).getByText('0 / 200')).toBeInTheDocument();
    await user.type(context, 'Moving into logistics planning.');
    expect(within(dialog).getByText('31 / 200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'PUT /api/me/profile').map((r) => r.body)).toEqual([
      {
        job_category: 'Other',
        other_job_category: 'Logistics',
        seniority_level: 'Senior (5–10 years)',
        career_goals: ['Career Change', 'Job Security'],
        career_context: 'Moving into logistics planning.',
      },
    ]);
    expect(await screen.findByText('Profile saved successfully.')).toBeInTheDocument();
  });

  it("counts the context live and blocks Finish past 200 characters with 'Maximum 200 characters'", async () => {
    const fetchMock = fakeApi({ 'GET /api/me': () => json(newAccount()) });
    const { user } = renderApp('/app');
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const context = within(dialog).getByLabelText(/Short context/);
    await user.click(context);
    await user.paste('x'.repeat(201));

    expect(within(dialog).getByText('201 / 200')).toBeInTheDocument();
    expect(await within(dialog).findByText('Maximum 200 characters')).toBeInTheDocument();
    expect(context).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(requestsTo(fetchMock, 'PUT /api/me/profile')).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(within(dialog).getByText('200 / 200')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Maximum 200 characters')).not.toBeInTheDocument());
  });

  it('shows the server detail when saving fails and keeps the answers', async () => {
    fakeApi({
      'GET /api/me': () => json(newAccount()),
      'PUT /api/me/profile': () =>
        apiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again.'),
    });
    const { user } = renderApp('/app');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Design' }));
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText(/Short context/), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    expect(
      (await within(dialog).findByText('The service is temporarily unavailable. Please try again.')).closest(
        '[role=alert]',
      ),
    ).not.toBeNull();
    expect(within(dialog).getByLabelText(/Short context/)).toHaveValue('Keep me');
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'Design' })).toBeChecked();
  });

  it("'Skip for now' hides it for this browser session", async () => {
    fakeApi({ 'GET /api/me': () => json(newAccount()) });
    const first = renderApp('/app');
    await first.user.click(await screen.findByRole('button', { name: 'Skip for now' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.onboardingDismissed)).toBe('1');
    expect(localStorage.getItem(storageKeys.onboardingSkipped)).toBeNull();
    first.unmount();

    renderApp('/app');
    await screen.findByRole('heading', { name: 'Welcome, Jane Doe' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape is the same as Skip for now', async () => {
    fakeApi({ 'GET /api/me': () => json(newAccount()) });
    const { user } = renderApp('/app');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.onboardingDismissed)).toBe('1');
  });

  it('"Don\'t ask again" stores the skipped flag', async () => {
    fakeApi({ 'GET /api/me': () => json(newAccount()) });
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: "Don't ask again" }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.onboardingSkipped)).toBe('1');
  });

  it('does not open for a completed profile', async () => {
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    renderApp('/app');
    await screen.findByRole('heading', { name: 'Welcome, Jane Doe' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
