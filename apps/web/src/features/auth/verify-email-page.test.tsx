import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { captureUtm } from '../../lib/utm.ts';
import { clearDataLayer, pushedEvents } from '../../testing/data-layer.ts';
import { apiError, bodiesSentTo, fakeApi, json, testSession } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(() => {
  sessionStore.clear();
  localStorage.removeItem(storageKeys.utm);
  clearDataLayer();
  vi.unstubAllGlobals();
});

describe('/auth/verify', () => {
  it('verifies once, even in StrictMode, and offers to log in', async () => {
    const fetchMock = fakeApi({
      'POST /api/auth/verify-email': () =>
        json({ message: 'Email verified.', session: null, password_required: false }),
    });
    renderApp('/auth/verify?token=tok_v', { strict: true });
    expect(screen.getByRole('heading', { name: 'Verifying your email…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your email is verified.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?tab=login');
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/verify-email')).toEqual([{ token: 'tok_v' }]);
  });

  it('in the browser that signed up, sends its nonce, signs in and opens the app', async () => {
    localStorage.setItem(storageKeys.signupNonce, 'signupNonce0123456789abcdefgh');
    // the first visit came from a campaign link: its utm parameters travel with signup_success
    captureUtm('?utm_source=newsletter&utm_campaign=spring&ref=x');
    const fetchMock = fakeApi({
      'POST /api/auth/verify-email': () =>
        json({
          message: 'Email verified.',
          session: {
            user_id: 'usr_new',
            email: 'new@example.com',
            id_token: 'new.id',
            refresh_token: 'new-refresh',
            expires_in: 3600,
            email_verified: true,
          },
          password_required: false,
        }),
    });
    const { location } = renderApp('/auth/verify?token=tok_v');
    await waitFor(() => expect(location()).toBe('/app'));
    expect(await screen.findByText('Account created! Your email is verified.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/verify-email')).toEqual([
      { token: 'tok_v', client_nonce: 'signupNonce0123456789abcdefgh' },
    ]);
    expect(sessionStore.get()?.userId).toBe('usr_new');
    expect(localStorage.getItem(storageKeys.signupNonce)).toBeNull();
    const utm = { utm_source: 'newsletter', utm_campaign: 'spring' };
    expect(pushedEvents('signup_success')).toEqual([{ event: 'signup_success', ...utm }]);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST /api/events')).toEqual([{ event: 'signup_success', detail: utm }]),
    );
  });

  it('opened in another browser, asks for the password and then signs in', async () => {
    const newSession = {
      user_id: 'usr_new',
      email: 'new@example.com',
      id_token: 'new.id',
      refresh_token: 'new-refresh',
      expires_in: 3600,
      email_verified: true,
    };
    const fetchMock = fakeApi({
      'POST /api/auth/verify-email': ({ body }) =>
        (body as { password?: string }).password === 'right-pw'
          ? json({ message: 'Email verified.', session: newSession, password_required: false })
          : (body as { password?: string }).password
            ? apiError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password.')
            : json({
                message: 'Enter your password to confirm your e-mail on this device.',
                session: null,
                password_required: true,
              }),
    });
    const { user, location } = renderApp('/auth/verify?token=tok_v');
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'wrong-pw');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(sessionStore.get()).toBeNull();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-pw');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(location()).toBe('/app'));
    expect(sessionStore.get()?.userId).toBe('usr_new');
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/verify-email')).toEqual([
      { token: 'tok_v' },
      { token: 'tok_v', password: 'wrong-pw' },
      { token: 'tok_v', password: 'right-pw' },
    ]);
  });

  it('continues to the app when signed in', async () => {
    sessionStore.set(testSession);
    fakeApi({
      'POST /api/auth/verify-email': () =>
        json({ message: 'Email verified.', session: null, password_required: false }),
    });
    renderApp('/auth/verify?token=tok_v');
    expect(await screen.findByRole('link', { name: 'Continue to Career Prep' })).toHaveAttribute('href', '/app');
  });

  it('explains an invalid link and lets a signed-in user ask for a new one', async () => {
    sessionStore.set(testSession);
    fakeApi({
      'POST /api/auth/verify-email': () => apiError(401, 'TOKEN_INVALID', 'Token verification failed'),
      'POST /api/auth/resend-verification': () => json({ message: 'Verification email sent! Check your inbox.' }),
    });
    const { user } = renderApp('/auth/verify?token=tok_bad');
    expect(await screen.findByText(/This verification link is invalid or has expired\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Verification email sent! Check your inbox.')).toBeInTheDocument();
  });
});
