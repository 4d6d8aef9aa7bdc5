import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { apiError, bodiesSentTo, fakeApi, json, testSession } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/auth/reset', () => {
  it('checks the new password and its confirmation before sending', async () => {
    const fetchMock = fakeApi({});
    const { user } = renderApp('/auth/reset?token=tok_1');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secreT');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/password-reset/confirm')).toEqual([]);
  });

  it('sets the password, signs out the stale session and offers to log in', async () => {
    sessionStore.set(testSession);
    const fetchMock = fakeApi({
      'POST /api/auth/password-reset/confirm': () =>
        json({ message: 'Your password has been reset. Log in with your new password.' }),
    });
    const { user } = renderApp('/auth/reset?token=tok_1');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?tab=login');
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/password-reset/confirm')).toEqual([
      { token: 'tok_1', password: 'new-secret' },
    ]);
    expect(sessionStore.get()).toBeNull();
  });

  it('explains an expired link and offers a new one', async () => {
    fakeApi({ 'POST /api/auth/password-reset/confirm': () => apiError(401, 'TOKEN_EXPIRED', 'Token expired') });
    const { user } = renderApp('/auth/reset?token=tok_old');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(/This reset link is invalid or has expired\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Email')).toBeInTheDocument();
  });

  it('treats a link without a token as invalid', async () => {
    renderApp('/auth/reset');
    expect(await screen.findByText(/This reset link is invalid or has expired\./)).toBeInTheDocument();
  });
});
