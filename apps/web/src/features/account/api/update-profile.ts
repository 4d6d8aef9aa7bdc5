import { MeResponseSchema, type UpdateProfileBody } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { meQueryOptions } from './get-me.ts';

/** PUT /api/me/profile (signed in): partial profile; saving marks onboarding completed. */
export function updateProfile(body: UpdateProfileBody) {
  return apiRequest('/api/me/profile', { method: 'PUT', body, schema: MeResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the whole /api/me body: store it instead of fetching it again.
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions(userId).queryKey, me),
  });
}
