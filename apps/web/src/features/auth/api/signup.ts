import { SignupResponseSchema, type SignupBody } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/signup: creates the account and answers 201 with a session. */
export function signup(body: SignupBody) {
  return apiRequest('/api/auth/signup', { method: 'POST', auth: false, body, schema: SignupResponseSchema });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
