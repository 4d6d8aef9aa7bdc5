import { MessageResponseSchema } from '@cp/contracts';
import { apiRequest } from './api-client.ts';
import { sessionStore } from './session-store.ts';

/** Revokes the refresh token on the server (best effort) and forgets the session here. */
export async function signOut(): Promise<void> {
  const session = sessionStore.get();
  if (session) {
    await apiRequest('/api/auth/logout', {
      method: 'POST',
      auth: false,
      body: { refresh_token: session.refreshToken },
      schema: MessageResponseSchema,
    }).catch(() => undefined);
  }
  sessionStore.clear();
}
