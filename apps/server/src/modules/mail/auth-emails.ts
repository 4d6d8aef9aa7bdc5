import type { OutboxMessage } from './outbox.repository.ts';

const product = 'Career Prep';

export function verificationEmail(input: { userId: string; to: string; link: string }): OutboxMessage {
  return {
    userId: input.userId,
    to: input.to,
    kind: 'verify_email',
    subject: `Verify your e-mail for ${product}`,
    text: `Welcome to ${product}.\n\nConfirm your e-mail address by opening this link (valid for 48 hours):\n${input.link}\n\nIf you did not sign up, ignore this message.`,
  };
}

export function passwordResetEmail(input: { userId: string; to: string; link: string }): OutboxMessage {
  return {
    userId: input.userId,
    to: input.to,
    kind: 'password_reset',
    subject: `Reset your ${product} password`,
    text: `Someone asked to reset the password of your ${product} account.\n\nChoose a new password here (valid for 1 hour, once):\n${input.link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
  };
}

/** Sent instead of a second account when someone signs up with an address that has one (docs/decisions/016). */
export function signupAttemptEmail(input: {
  userId: string;
  to: string;
  signInLink: string;
  resetLink: string;
}): OutboxMessage {
  return {
    userId: input.userId,
    to: input.to,
    kind: 'signup_existing',
    subject: `Someone tried to sign up to ${product} with your e-mail`,
    text: `Someone just tried to create a ${product} account with this e-mail address, which already has an account.\n\nIf it was you, sign in here:\n${input.signInLink}\n\nForgot your password? Choose a new one here (valid for 1 hour, once):\n${input.resetLink}\n\nIf it was not you, ignore this message: nothing changed on your account.`,
  };
}
