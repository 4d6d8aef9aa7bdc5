import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { logOnlyMailNote } from './components/signup-form.tsx';
import { sessionKeys, storageKeys } from '../../lib/storage-keys.ts';
import { apiError, bodiesSentTo, fakeApi, json, testSession } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

const noProviders = () => json({ google: false, microsoft: false, email: 'smtp' });
const bothProviders = () => json({ google: true, microsoft: true, email: 'smtp' });

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/auth tabs', () => {
  it("opens the matching form from the home's ?tab=login and ?tab=signup", async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    const { unmount } = renderApp('/?tab=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    unmount();
    renderApp('/?tab=login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('opens Log In by default and Sign Up with ?tab=signup', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    const { unmount } = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    unmount();

    renderApp('/auth?tab=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
    ).toBeInTheDocument();
  });

  it('switches tabs from the keyboard and keeps the choice in the URL', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    const { user, router } = renderApp('/auth?tab=login');
    await user.click(await screen.findByRole('tab', { name: 'Log In' }));
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=signup');
  });

  it('sends a visitor who is already signed in to the app', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    sessionStore.set(testSession);
    const { location } = renderApp('/auth?tab=login');
    await waitFor(() => expect(location()).toBe('/app'));
  });

  it('shows a provider error passed back in the URL', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    renderApp('/auth?tab=login&oauth_error=Failed%20to%20sign%20in%20with%20Google.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google.');
  });
});

describe('sign-up form', () => {
  it('shows each validation text for each bad input and disables submit while errors exist', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    const { user } = renderApp('/auth?tab=signup');
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeEnabled();

    // Nothing entered: submitting names every missing field.
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Email is required');

    await user.type(email, 'ada@example');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address (e.g., ada@example.com).')).toBeInTheDocument();

    await user.type(password, 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters.');
    expect(submit).toBeDisabled();

    // Fixing every field clears the messages and enables submit again.
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.clear(password);
    await user.type(password, 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please agree to the terms.')).not.toBeInTheDocument();
  });

  it('validates the e-mail on blur', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders });
    const { user } = renderApp('/auth?tab=signup');
    await user.click(await screen.findByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('asks for the terms before a provider sign-up', async () => {
    fakeApi({ 'GET /api/auth/providers': bothProviders });
    const { user } = renderApp('/auth?tab=signup');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText('Please agree to the Terms of Service and Privacy Policy to sign up.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveFocus();
  });

  it('hides provider buttons the server has not configured', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json({ google: false, microsoft: true, email: 'smtp' }) });
    renderApp('/auth?tab=login');
    expect(await screen.findByRole('button', { name: 'Continue with Microsoft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it("signs up with a trimmed e-mail and this browser's nonce, then says to check the e-mail (no session yet)", async () => {
    const fetchMock = fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/signup': () =>
        json({ message: 'Check your e-mail: we sent you a link to finish signing up.' }, 202),
    });
    const { user } = renderApp('/auth?tab=signup');
    await user.type(await screen.findByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), ' secret pw ');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your e-mail: we sent you a link to finish signing up.');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const nonce = localStorage.getItem(storageKeys.signupNonce);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/signup')).toEqual([
      { email: 'ada@example.com', password: ' secret pw ', terms_accepted: true, client_nonce: nonce },
    ]);
    expect(sessionStore.get()).toBeNull();
    expect(screen.queryByText(logOnlyMailNote)).not.toBeInTheDocument();
  });

  it('says where the link is when the server sends no e-mail (no SMTP_URL: the log)', async () => {
    fakeApi({
      'GET /api/auth/providers': () => json({ google: false, microsoft: false, email: 'log' }),
      'POST /api/auth/signup': () =>
        json({ message: 'Check your e-mail: we sent you a link to finish signing up.' }, 202),
    });
    const { user } = renderApp('/auth?tab=signup');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret pw');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(logOnlyMailNote)).toBeInTheDocument();
  });

  it('shows the server detail when sign-up fails', async () => {
    fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/signup': () =>
        apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
    });
    const { user } = renderApp('/auth?tab=signup');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(sessionStore.get()).toBeNull();
  });
});

describe('log-in form', () => {
  it('shows the server detail from an error answer', async () => {
    fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/login': () => apiError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password.'),
    });
    const { user } = renderApp('/auth?tab=login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(sessionStore.get()).toBeNull();
  });

  it("falls back to 'Failed to login.' when the answer cannot be read", async () => {
    fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/login': () => json({ unexpected: true }),
    });
    const { user } = renderApp('/auth?tab=login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login.');
  });

  it('stores the session and returns to the path the visitor asked for, once', async () => {
    const fetchMock = fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/login': () => json(testSession),
    });
    sessionStorage.setItem(sessionKeys.intendedPath, '/app/w/ws_abcdef1234567890/modules/3');
    const { user, location } = renderApp('/auth?tab=login');
    await user.type(await screen.findByLabelText('Email'), ' ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(location()).toBe('/app/w/ws_abcdef1234567890/modules/3'));
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/login')).toEqual([
      { email: 'ada@example.com', password: 'secret-pw' },
    ]);
    expect(sessionStore.get()).toEqual({
      idToken: 'id.token',
      refreshToken: 'refresh-token',
      userId: 'usr_123',
      email: 'ada@example.com',
    });
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBeNull();
  });

  it('ignores a stored path outside the app', async () => {
    fakeApi({ 'GET /api/auth/providers': noProviders, 'POST /api/auth/login': () => json(testSession) });
    sessionStorage.setItem(sessionKeys.intendedPath, '//evil.example/app');
    const { user, location } = renderApp('/auth?tab=login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location()).toBe('/app'));
  });
});

describe('forgot password', () => {
  it('asks for the e-mail, then confirms the reset mail was sent', async () => {
    const fetchMock = fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/password-reset/request': () => json({ message: 'Password reset email sent! Check your inbox.' }),
    });
    const { user } = renderApp('/auth?tab=login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Please enter your email to reset your password.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Password reset email sent! Check your inbox.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/password-reset/request')).toEqual([{ email: 'ada@example.com' }]);
    // The dialog's submit never reached the login form behind it.
    expect(bodiesSentTo(fetchMock, 'POST /api/auth/login')).toEqual([]);
  });

  it('starts from the e-mail already typed and shows a failure detail', async () => {
    fakeApi({
      'GET /api/auth/providers': noProviders,
      'POST /api/auth/password-reset/request': () =>
        apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
    });
    const { user } = renderApp('/auth?tab=login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
