import { MessageResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/resend-verification (signed in): mails a fresh verification link. */
export function resendVerification() {
  return apiRequest('/api/auth/resend-verification', { method: 'POST', schema: MessageResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
