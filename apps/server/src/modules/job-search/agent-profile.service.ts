import type { AgentProfile, ExtractProfileBody } from '@cp/contracts';
import type { AgentProfile as EngineAgentProfile, YearMonth } from '@cp/engine';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';

export type AgentProfileServiceDeps = {
  engine: { agentProfile(text: string, asOf: YearMonth, owner?: string): Promise<EngineAgentProfile> };
  clock: Clock;
  /** The workspace's stored resume ('' when none); throws WID_NOT_FOUND for a workspace the user does not own. */
  resumeText: (userId: string, wid: string) => Promise<string>;
};

export const noResumeMessage =
  'This workspace has no resume yet. Upload your resume (PDF or DOCX) to use it for fit scores.';
export const emptyTextMessage = 'The resume text is empty. Upload your resume (PDF or DOCX) or paste its text.';

/**
 * POST /api/agent/extract-profile (docs/product/3-agent-tracker-assistant.md section 7): the resume sent, or else the
 * workspace's, read by the engine's resume parser into what the agent uses: titles, occupation, skills, years, place.
 * The workspace is checked either way, so nobody reads a profile against a workspace not theirs.
 */
export function createAgentProfileService(deps: AgentProfileServiceDeps) {
  return {
    async extract(userId: string, body: ExtractProfileBody): Promise<AgentProfile> {
      const stored = await deps.resumeText(userId, body.wid);
      const sent = body.text !== undefined;
      if (sent && body.text!.trim().length === 0) throw new AppError('VALIDATION_ERROR', emptyTextMessage);
      const text = sent ? body.text! : stored;
      if (text.trim().length === 0) throw new AppError('UNPROCESSABLE', noResumeMessage);
      const now = deps.clock.now();
      const profile = await deps.engine.agentProfile(
        text,
        { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
        userId,
      );
      return {
        ...profile,
        titles: [...profile.titles],
        skills: [...profile.skills],
        employers: [...profile.employers],
        education: [...profile.education],
        source: sent ? 'text' : 'workspace',
      };
    },
  };
}
export type AgentProfileService = ReturnType<typeof createAgentProfileService>;
