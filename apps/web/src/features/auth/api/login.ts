import { SessionSchema, type LoginBody } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/login: e-mail and password in, a session out. */
export function login(body: LoginBody) {
  return apiRequest('/api/auth/login', { method: 'POST', auth: false, body, schema: SessionSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
