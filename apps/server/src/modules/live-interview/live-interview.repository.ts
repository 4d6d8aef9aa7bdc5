import type { LiveFocusId, LiveInterviewer, LiveLanguage, LiveStyle } from '@cp/contracts';
import { ENGINE_VERSION, type LiveInterviewPlan } from '@cp/engine';
import type { Queryable } from '../../db/database.ts';

/** One line of the transcript: who said it, when, and what it was (a question, a follow-up, an answer...). */
export type TranscriptLine = {
  role: 'interviewer' | 'candidate';
  text: string;
  at: string;
  kind?: 'question' | 'follow_up' | 'answer' | 'closing' | 'line';
  question_index?: number;
  source?: 'speech' | 'typed';
};

export type SessionRow = {
  id: string;
  user_id: string;
  workspace_id: string;
  credit_run_id: string;
  interviewer: LiveInterviewer;
  style: LiveStyle;
  focus: LiveFocusId;
  language: LiveLanguage;
  minutes: number;
  minute_seconds: number;
  plan: LiveInterviewPlan;
  turns: TranscriptLine[];
  call_id: string | null;
  status: 'active' | 'ended';
  started_at: Date;
  last_activity_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  minutes_used: number | null;
  charged: number | null;
};

const columns =
  'id, user_id, workspace_id, credit_run_id, interviewer, style, focus, language, minutes, minute_seconds, plan, turns, call_id, status, started_at, last_activity_at, ends_at, ended_at, end_reason, minutes_used, charged';

/** SQL of live interview sessions, and of the 'Module 8' run that holds a session's transcript and feedback. */
export function createLiveInterviewRepository(db: Queryable) {
  return {
    async findWorkspace(
      userId: string,
      wid: string,
    ): Promise<{ cv_text: string | null; jd_text: string | null } | null> {
      const { rows } = await db.query<{ cv_text: string | null; jd_text: string | null }>(
        'SELECT cv_text, jd_text FROM workspaces WHERE id = $1 AND user_id = $2',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    async insertSession(
      row: Omit<SessionRow, 'status' | 'ended_at' | 'end_reason' | 'minutes_used' | 'charged' | 'call_id'>,
    ): Promise<void> {
      await db.query(
        `INSERT INTO interview_sessions (id, user_id, workspace_id, credit_run_id, interviewer, style, focus, language, minutes, minute_seconds, plan, turns, started_at, last_activity_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14, $15)`,
        [
          row.id,
          row.user_id,
          row.workspace_id,
          row.credit_run_id,
          row.interviewer,
          row.style,
          row.focus,
          row.language,
          row.minutes,
          row.minute_seconds,
          JSON.stringify(row.plan),
          JSON.stringify(row.turns),
          row.started_at,
          row.last_activity_at,
          row.ends_at,
        ],
      );
    },

    /** The user's session (another user's is not found), locked for the rest of the transaction when asked. */
    async findSession(userId: string, sid: string, options: { lock?: boolean } = {}): Promise<SessionRow | null> {
      const { rows } = await db.query<SessionRow>(
        `SELECT ${columns} FROM interview_sessions WHERE id = $1 AND user_id = $2 ${options.lock ? 'FOR UPDATE' : ''}`,
        [sid, userId],
      );
      return rows[0] ?? null;
    },

    async activeSessionIds(userId: string): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM interview_sessions WHERE user_id = $1 AND status = 'active' ORDER BY started_at`,
        [userId],
      );
      return rows.map((r) => r.id);
    },

    async appendLines(sid: string, lines: TranscriptLine[], at: Date): Promise<void> {
      await db.query('UPDATE interview_sessions SET turns = turns || $2::jsonb, last_activity_at = $3 WHERE id = $1', [
        sid,
        JSON.stringify(lines),
        at,
      ]);
    },

    async setCallId(sid: string, callId: string, at: Date): Promise<void> {
      await db.query('UPDATE interview_sessions SET call_id = $2, last_activity_at = $3 WHERE id = $1', [
        sid,
        callId,
        at,
      ]);
    },

    async markEnded(
      sid: string,
      end: { at: Date; reason: string; minutesUsed: number; charged: number },
    ): Promise<void> {
      await db.query(
        `UPDATE interview_sessions SET status = 'ended', ended_at = $2, end_reason = $3, minutes_used = $4, charged = $5 WHERE id = $1`,
        [sid, end.at, end.reason, end.minutesUsed, end.charged],
      );
    },

    /** Active sessions past their end by `graceMs` (for the sweep), as user and session ids. */
    async overdueSessions(now: Date, graceMs: number, limit: number): Promise<Array<{ user_id: string; id: string }>> {
      const { rows } = await db.query<{ user_id: string; id: string }>(
        `SELECT user_id, id FROM interview_sessions WHERE status = 'active' AND ends_at <= $1 ORDER BY ends_at LIMIT $2`,
        [new Date(now.getTime() - graceMs), limit],
      );
      return rows;
    },

    /** Stores (or updates) the session's run in the workspace: the feedback as result, the transcript, the engine's version. */
    async saveRun(run: {
      id: string;
      wid: string;
      userId: string;
      result: unknown;
      transcript: unknown;
      at: Date;
    }): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO module_runs (id, workspace_id, user_id, module_key, result, transcript, metrics, source, flags, engine_version, created_at)
         SELECT $1, $2, $3, 'Module 8', $4::jsonb, $5::jsonb, NULL, 'engine', '[]'::jsonb, $6, $7
          WHERE EXISTS (SELECT 1 FROM workspaces WHERE id = $2 AND user_id = $3)
         ON CONFLICT (id) DO UPDATE SET result = EXCLUDED.result, transcript = EXCLUDED.transcript, engine_version = EXCLUDED.engine_version`,
        [
          run.id,
          run.wid,
          run.userId,
          JSON.stringify(run.result),
          JSON.stringify(run.transcript),
          ENGINE_VERSION,
          run.at,
        ],
      );
      return rowCount === 1;
    },
  };
}
export type LiveInterviewRepository = ReturnType<typeof createLiveInterviewRepository>;
