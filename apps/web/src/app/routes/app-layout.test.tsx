import '../../testing/dom-stubs.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys, storageKeys } from '../../lib/storage-keys.ts';
import { apiError, fakeApi, json, meBody, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { z } from 'zod';

beforeEach(() => signOutLocally());
afterEach(() => vi.unstubAllGlobals());

describe('the /app area', () => {
  it('sends a visitor without a session to log in and remembers where they were going', async () => {
    const fetchMock = fakeApi({});
    const { location } = renderApp('/app/w/ws_AAAAAAAAAAAAAAAA/documents?from=mail#resume');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(location()).toBe('/auth?tab=login');
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBe(
      '/app/w/ws_AAAAAAAAAAAAAAAA/documents?from=mail#resume',
    );
    // Nothing of the app's own API was asked (the log-in page asks only for the sign-in providers).
    for (const [input] of fetchMock.mock.calls)
      expect(new URL(String(input), 'http://localhost').pathname).toBe('/api/auth/providers');
  });

  it('shows the loading splash, for its minimum time, before the home', async () => {
    signIn();
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    renderApp('/app', { splashMs: 300 });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace...');
    // /api/me answers at once, but the splash holds for the minimum.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Loading your workspace...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your workspace...')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.splashShown)).toBe('1');
  });

  it('does not hold the splash again once it was shown this browser session', async () => {
    signIn();
    sessionStorage.setItem(sessionKeys.splashShown, '1');
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    renderApp('/app/homepage', { splashMs: 60_000 });

    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
  });

  it('shows an error with a retry when /api/me fails, and recovers', async () => {
    signIn();
    let calls = 0;
    fakeApi({
      'GET /api/me': () =>
        ++calls === 1
          ? apiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again.')
          : json(meBody()),
    });
    const { user } = renderApp('/app');

    expect(await screen.findByText('Failed to load user data. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
  });

  it('goes to log in, keeping the path, when the session cannot be refreshed', async () => {
    signIn();
    fakeApi({
      'GET /api/me': () => apiError(401, 'TOKEN_EXPIRED', 'Token expired'),
      'POST /api/auth/refresh': () => apiError(401, 'TOKEN_INVALID', 'Token verification failed'),
    });
    const { location } = renderApp('/app/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(location()).toBe('/auth?tab=login');
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBe('/app/settings');
    expect(localStorage.getItem(storageKeys.idToken)).toBeNull();
    expect(screen.queryByText('Failed to load user data. Please try again.')).not.toBeInTheDocument();
  });

  it('logs out from the user menu: revokes the session, forgets it and returns to the intro', async () => {
    signIn();
    const fetchMock = fakeApi({
      'GET /api/me': () => json(meBody()),
      'POST /api/auth/logout': () => json({ message: 'Signed out.' }),
    });
    const { user, location, queryClient } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: /jane\.doe@example\.com/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prepare for the job you want, one role at a time.' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(localStorage.getItem(storageKeys.idToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // Logging out is not a lost session: no intended path to come back to.
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBeNull();
  });

  it('treats a request that fails while logging out as part of the log-out, not as a lost session', async () => {
    signIn();
    let loggedOut = false;
    fakeApi({
      'GET /api/me': () => (loggedOut ? apiError(401, 'TOKEN_INVALID', 'Token revoked') : json(meBody())),
      'POST /api/auth/refresh': () => apiError(401, 'TOKEN_INVALID', 'Token verification failed'),
      'POST /api/auth/logout': async () => {
        loggedOut = true;
        // a request the page sent meanwhile meets the session the server has just ended
        await apiRequest('/api/me', { schema: z.unknown() }).catch(() => undefined);
        return json({ message: 'Signed out.' });
      },
    });
    const { user, location } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: /jane\.doe@example\.com/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prepare for the job you want, one role at a time.' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBeNull();
  });

  it('turns window.alert into a success toast while the shell is shown', async () => {
    signIn();
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    renderApp('/app');
    await screen.findByRole('heading', { name: 'Welcome, Jane Doe' });

    window.alert('Saved.');

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('offers the Pro trial to a free user who has not used it, and not after', async () => {
    signIn();
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    const first = renderApp('/app');
    await first.user.click(await screen.findByRole('button', { name: 'Try Pro for free' }));
    expect(first.location()).toMatch(/\?upgrade=trial$/);
    expect(await screen.findByRole('dialog', { name: 'Unlock Your Career Superpowers!' })).toBeInTheDocument();
    first.unmount();

    fakeApi({ 'GET /api/me': () => json(meBody({ subscription: { trial_used: true } })) });
    renderApp('/app');
    await screen.findByRole('heading', { name: 'Welcome, Jane Doe' });
    expect(screen.queryByRole('button', { name: 'Try Pro for free' })).not.toBeInTheDocument();
  });

  it("shows 'Invalid step' for an unknown /app path, with a way home", async () => {
    signIn();
    fakeApi({ 'GET /api/me': () => json(meBody()) });
    const { user, location } = renderApp('/app/nowhere');

    expect(await screen.findByRole('heading', { name: 'Invalid step' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(location()).toBe('/app/homepage'));
  });
});
