import { MessageResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password-reset/request: answers the same whether or not the account exists. */
export function requestPasswordReset(body: { email: string }) {
  return apiRequest('/api/auth/password-reset/request', {
    method: 'POST',
    auth: false,
    body,
    schema: MessageResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
