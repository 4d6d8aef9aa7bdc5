import { PasswordSchema } from '@cp/contracts';
import { z } from 'zod';

export const confirmPasswordRequiredMessage = 'Please confirm your new password.';
export const passwordsDoNotMatchMessage = 'Passwords do not match.';

/** New password (the contracts' rules) plus a confirmation that must match it. */
export const NewPasswordFormSchema = z
  .object({
    password: PasswordSchema,
    confirm_password: z.string().min(1, { error: confirmPasswordRequiredMessage }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: passwordsDoNotMatchMessage,
    // Compare as soon as a confirmation was typed, even while the password itself still has an issue.
    when: ({ value }) => {
      const confirmation = (value as { confirm_password?: unknown }).confirm_password;
      return typeof confirmation === 'string' && confirmation.length > 0;
    },
  });
