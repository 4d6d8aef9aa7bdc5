import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

type AuthTab = 'login' | 'signup';

/** /auth: Sign Up and Log In tabs; ?tab= selects (default login); ?oauth_error= is shown as an error. */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'signup' ? 'signup' : 'login';
  const oauthError = searchParams.get('oauth_error');
  // Switching tabs keeps the URL shareable and drops a provider error that belonged to the last attempt.
  const selectTab = (value: string) =>
    setSearchParams({ tab: value === 'signup' ? 'signup' : 'login' }, { replace: true });
  const triggers = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, signup: null });
  // The inline 'Log in' / 'Create an account' links unmount themselves: keep focus on the tab they opened.
  const switchTo = (value: AuthTab) => {
    selectTab(value);
    requestAnimationFrame(() => triggers.current[value]?.focus());
  };

  return (
    <AuthLayout>
      <title>{tab === 'signup' ? 'Sign up · Career Prep' : 'Log in · Career Prep'}</title>
      <AuthCard>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Sign up or log in" className="mb-6">
            <TabsTrigger
              value="signup"
              ref={(el) => {
                triggers.current.signup = el;
              }}
            >
              Sign Up
            </TabsTrigger>
            <TabsTrigger
              value="login"
              ref={(el) => {
                triggers.current.login = el;
              }}
            >
              Log In
            </TabsTrigger>
          </TabsList>
          <TabsContent value="signup">
            <h1 className="text-2xl font-semibold tracking-tight">Create an Account</h1>
            <p className="mt-1 mb-6 text-sm text-ink-muted">
              Start free: one workspace and 10 credits a month, no card needed.
            </p>
            <SignupForm notice={oauthError} />
            <p className="mt-6 text-center text-sm text-ink-muted">
              Already have an account?{' '}
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                onClick={() => switchTo('login')}
              >
                Log in
              </button>
            </p>
          </TabsContent>
          <TabsContent value="login">
            <h1 className="text-2xl font-semibold tracking-tight">Welcome Back</h1>
            <p className="mt-1 mb-6 text-sm text-ink-muted">Log in to pick up where you left off.</p>
            <LoginForm notice={oauthError} />
            <p className="mt-6 text-center text-sm text-ink-muted">
              New to Career Prep?{' '}
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                onClick={() => switchTo('signup')}
              >
                Create an account
              </button>
            </p>
          </TabsContent>
        </Tabs>
      </AuthCard>
    </AuthLayout>
  );
}
