import { VerifyEmailResponseSchema } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/verify-email: consumes the link's token (once); answers a session only to the browser that signed up. */
export function verifyEmail(body: { token: string; client_nonce?: string; password?: string }) {
  return apiRequest('/api/auth/verify-email', { method: 'POST', auth: false, body, schema: VerifyEmailResponseSchema });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The account's state changed: anything cached about the signed-in user is now stale.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
