import { MessageResponseSchema, type SignupBody } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/signup: answers 202 'check your e-mail' whether or not the address had an account
 * (docs/decisions/016); the e-mailed link finishes the sign-up.
 */
export function signup(body: SignupBody) {
  return apiRequest('/api/auth/signup', { method: 'POST', auth: false, body, schema: MessageResponseSchema });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
