import { z } from 'zod';

/** Validation texts are the spec's, exactly (spec 1 section 5). */
export const emailRequiredMessage = 'Email is required';
export const passwordRequiredMessage = 'Password is required';
export const passwordTooShortMessage = 'Password must be at least 6 characters.';
export const termsRequiredMessage = 'Please agree to the terms.';
export const providerTermsRequiredMessage =
  'Please agree to the Terms of Service and Privacy Policy to sign up.';
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

/** The e-mail is trimmed (spec 1 section 4); the password is used as entered. */
export const EmailSchema = z
  .string({ error: emailRequiredMessage })
  .max(254, { error: 'Email is too long.' })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, { error: emailRequiredMessage })
      .superRefine((value, ctx) => {
        if (!EMAIL_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: invalidEmailMessage(value) });
      }),
  );

export const PasswordSchema = z
  .string({ error: passwordRequiredMessage })
  .min(1, { error: passwordRequiredMessage })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH, { error: passwordTooShortMessage });

export const SignupBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  terms_accepted: z.literal(true, { error: termsRequiredMessage }),
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: passwordRequiredMessage }).min(1, { error: passwordRequiredMessage }).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

const TokenStringSchema = z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }).max(2048);

export const RefreshBodySchema = z.object({ refresh_token: TokenStringSchema });
export const LogoutBodySchema = z.object({ refresh_token: TokenStringSchema });
export const VerifyEmailBodySchema = z.object({ token: TokenStringSchema });
export const PasswordResetRequestBodySchema = z.object({
  email: z
    .string({ error: resetEmailRequiredMessage })
    .max(254)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: resetEmailRequiredMessage }).regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' })),
});
export const PasswordResetConfirmBodySchema = z.object({ token: TokenStringSchema, password: PasswordSchema });

export const SessionSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SignupResponseSchema = SessionSchema.extend({ email_verified: z.boolean() });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const oauthProviders = ['google', 'microsoft'] as const;
export const OAuthProviderSchema = z.enum(oauthProviders);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

export const ProvidersResponseSchema = z.object({ google: z.boolean(), microsoft: z.boolean() });
export type ProvidersResponse = z.infer<typeof ProvidersResponseSchema>;

export const OAuthStartQuerySchema = z.object({
  return_to: z.string().max(512).optional(),
});
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
});
