import { AgentProfileSchema } from '@cp/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/agent/extract-profile: the workspace's resume (or `text`) read by the engine into the agent's profile. */
export function extractProfile(body: { wid: string; text?: string }, signal?: AbortSignal) {
  return apiRequest('/api/agent/extract-profile', { method: 'POST', body, schema: AgentProfileSchema, signal });
}
