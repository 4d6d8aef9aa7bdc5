import { MessageResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password-reset/confirm: sets the new password; 401 TOKEN_INVALID/TOKEN_EXPIRED for a bad link. */
export function confirmPasswordReset(body: { token: string; password: string }) {
  return apiRequest('/api/auth/password-reset/confirm', {
    method: 'POST',
    auth: false,
    body,
    schema: MessageResponseSchema,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
