import { AuthCallback } from '../../features/auth/components/auth-callback.tsx';

/** /auth/callback#...: the end of a Google or Microsoft sign-in. */
export function AuthCallbackRoute() {
  return <AuthCallback />;
}
