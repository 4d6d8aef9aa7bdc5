import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { sessionStore } from '../../lib/session-store.ts';

/** /auth. A visitor who is already signed in goes to the app (checked on arrival only, so a fresh login can route itself). */
export function AuthRoute() {
  const [isSignedInOnArrival] = useState(() => sessionStore.get() !== null);
  if (isSignedInOnArrival) return <Navigate to="/app" replace />;
  return <AuthPage />;
}
