import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';

/** /auth/reset?token=...: the link from the password-reset e-mail. */
export function AuthResetRoute() {
  return <ResetPasswordPage />;
}
