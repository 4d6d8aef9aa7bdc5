import { DeleteAccountResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/delete-account: erases the user's data (ending a paid subscription first) and signs out everywhere. */
export function deleteAccount() {
  return apiRequest('/api/auth/delete-account', { method: 'POST', body: {}, schema: DeleteAccountResponseSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
