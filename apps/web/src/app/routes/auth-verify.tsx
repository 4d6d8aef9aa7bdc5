import { VerifyEmailPage } from '../../features/auth/components/verify-email-page.tsx';

/** /auth/verify?token=...: the link from the verification e-mail. */
export function AuthVerifyRoute() {
  return <VerifyEmailPage />;
}
