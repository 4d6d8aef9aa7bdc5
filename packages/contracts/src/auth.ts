import { z } from 'zod';
import { text } from './text.ts';

/** Validation texts are the spec's, exactly (docs/product/1-platform.md section 5). */
export const emailRequiredMessage = 'Email is required';
export const passwordRequiredMessage = 'Password is required';
export const passwordTooShortMessage = 'Password must be at least 6 characters.';
export const termsRequiredMessage = 'Please agree to the terms.';
export const providerTermsRequiredMessage = 'Please agree to the Terms of Service and Privacy Policy to sign up.';
export const resetEmailRequiredMessage = 'Please enter your email to reset your password.';
/**
 * The spec's 'Enter a valid email address (e.g., {email}).' with a valid example, never the bad input
 * itself: the part before the '@' the person typed, at example.com.
 */
export const invalidEmailMessage = (email: string) => {
  const local = (email.split('@')[0] ?? '').replace(/[\s@]/g, '').slice(0, 40);
  return `Enter a valid email address (e.g., ${local || 'name'}@example.com).`;
};

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail is trimmed (docs/product/1-platform.md section 4); the password is used as entered. */
export const EmailSchema = text({ error: emailRequiredMessage })
  .max(254, { error: 'Email is too long.' })
  .transform((v) => v.trim())
  .pipe(
    text()
      .min(1, { error: emailRequiredMessage })
      .superRefine((value, ctx) => {
        if (!EMAIL_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: invalidEmailMessage(value) });
      }),
  );

export const PasswordSchema = text({ error: passwordRequiredMessage })
  .min(1, { error: passwordRequiredMessage })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH, { error: passwordTooShortMessage });

/**
 * A random nonce the web keeps in this browser (docs/decisions/016): a verification link signs in
 * only where the sign-up's nonce is; an OpenID Connect callback is accepted only by the tab whose
 * nonce it echoes.
 */
export const ClientNonceSchema = text().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Invalid client nonce.' });

export const SignupBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  terms_accepted: z.literal(true, { error: termsRequiredMessage }),
  client_nonce: ClientNonceSchema.optional(),
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: text({ error: passwordRequiredMessage })
    .min(1, { error: passwordRequiredMessage })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

const TokenStringSchema = text({ error: 'Token is required' }).min(1, { error: 'Token is required' }).max(2048);

export const RefreshBodySchema = z.object({ refresh_token: TokenStringSchema });
export const LogoutBodySchema = z.object({ refresh_token: TokenStringSchema });
/** `password`: a password account confirming from another browser than the one that signed up. */
export const VerifyEmailBodySchema = z.object({
  token: TokenStringSchema,
  client_nonce: ClientNonceSchema.optional(),
  password: text().min(1, { error: passwordRequiredMessage }).max(PASSWORD_MAX_LENGTH).optional(),
});
export const PasswordResetRequestBodySchema = z.object({
  email: text({ error: resetEmailRequiredMessage })
    .max(254)
    .transform((v) => v.trim())
    .pipe(
      text()
        .min(1, { error: resetEmailRequiredMessage })
        .regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' }),
    ),
});
export const PasswordResetConfirmBodySchema = z.object({ token: TokenStringSchema, password: PasswordSchema });

export const SessionSchema = z.object({
  user_id: text(),
  email: text(),
  id_token: text(),
  refresh_token: text(),
  expires_in: z.number().int(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SignupResponseSchema = SessionSchema.extend({ email_verified: z.boolean() });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** The one answer to a sign-up, whether or not the address already had an account (docs/decisions/016). */
export const signupCheckEmailMessage = 'Check your e-mail: we sent you a link to finish signing up.';

/**
 * A verified address; `session` in the browser that signed up (its client_nonce) or after the password.
 * `password_required`: nothing was confirmed yet; ask for the account's password and send it with the token.
 */
export const VerifyEmailResponseSchema = z.object({
  message: text(),
  session: SignupResponseSchema.nullable(),
  password_required: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const MessageResponseSchema = z.object({ message: text() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const oauthProviders = ['google', 'microsoft'] as const;
export const OAuthProviderSchema = z.enum(oauthProviders);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

/**
 * The sign-in options, and how e-mail reaches people: 'smtp' sends it; 'log' (no SMTP_URL, the
 * default on a bare machine) writes each message with its link to the server's log only.
 */
export const ProvidersResponseSchema = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
  email: z.enum(['smtp', 'log']),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponseSchema>;

export const OAuthStartQuerySchema = z.object({
  return_to: text().max(512).optional(),
  client_state: ClientNonceSchema,
});
export const OAuthCallbackQuerySchema = z.object({
  code: text().max(4096).optional(),
  state: text().max(512).optional(),
  error: text().max(512).optional(),
  error_description: text().max(2048).optional(),
});
