import { liveInterviewMessages as say } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { LiveInterviewDeps } from './live-interview.service.ts';
import type { SessionRow } from './live-interview.repository.ts';

export const sessionNotFound = () => new AppError('NOT_FOUND', 'No live interview with this id.');

export type EndReason = 'user' | 'time_up' | 'failed' | 'replaced' | 'abandoned';
export type EndResult = {
  session_id: string;
  already_ended: boolean;
  minutes_used: number;
  charged: number;
  released: number;
  end_reason: string | null;
  message: string;
};

/** An active session this long past its end is ended by the sweep (the browser left without ending it). */
export const SWEEP_GRACE_MS = 30_000;
const SWEEP_BATCH = 100;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The minutes a session used, on the server's clock, rounded up and at most its length: until now
 * (or its end); a session the browser abandoned, until it was last heard from (a realtime call the
 * server hangs up runs to its end); nothing when the connection never came up and nothing was said.
 */
export function minutesUsed(
  s: Pick<
    SessionRow,
    'interviewer' | 'minutes' | 'minute_seconds' | 'started_at' | 'ends_at' | 'last_activity_at' | 'call_id' | 'turns'
  >,
  now: Date,
  reason: EndReason,
): number {
  const said = s.turns.some((l) => l.role === 'candidate');
  if (reason === 'failed' && !said && s.call_id === null) return 0;
  const until = reason === 'abandoned' && !(s.interviewer === 'realtime' && s.call_id) ? s.last_activity_at : now;
  const elapsed = Math.min(until.getTime(), s.ends_at.getTime()) - s.started_at.getTime();
  return Math.min(s.minutes, Math.max(1, Math.ceil(elapsed / (s.minute_seconds * 1000))));
}

export function createSessionEnder(deps: LiveInterviewDeps) {
  const { db, clock } = deps;
  const timers = new Map<string, NodeJS.Timeout>();

  async function hangUp(session: Pick<SessionRow, 'id' | 'call_id'>) {
    const timer = timers.get(session.id);
    if (timer) clearTimeout(timer);
    timers.delete(session.id);
    if (session.call_id && deps.realtime) await deps.realtime.hangUp(session.call_id);
  }

  /**
   * Ends a session once: the row is locked, the minutes used are committed and the rest of the hold
   * released (a partial commit, itself idempotent), then the row is marked ended. A second call finds
   * it ended and answers what was charged; nothing is charged twice.
   */
  async function end(userId: string, sid: string, reason: EndReason): Promise<EndResult> {
    const outcome = await db.transaction(async (tx) => {
      const session = await deps.repo(tx).findSession(userId, sid, { lock: true });
      if (!session) return null;
      if (session.status === 'ended')
        return {
          session,
          already: true,
          used: session.minutes_used ?? 0,
          charged: session.charged ?? 0,
          released: 0,
          reason: session.end_reason,
        };
      const now = clock.now();
      const stated: EndReason = reason === 'user' && now >= session.ends_at ? 'time_up' : reason;
      const used = minutesUsed(session, now, stated);
      const credit = await deps.credits.commitPartial(
        userId,
        session.credit_run_id,
        'Module 8',
        used,
        `live interview: ${stated}`,
      );
      await deps.repo(tx).markEnded(sid, { at: now, reason: stated, minutesUsed: used, charged: credit.charged });
      return { session, already: false, used, charged: credit.charged, released: credit.released, reason: stated };
    });
    if (!outcome) throw sessionNotFound();
    if (!outcome.already) await hangUp(outcome.session);
    const message = outcome.already
      ? 'This interview had already ended; nothing more was charged.'
      : `${outcome.reason === 'time_up' ? `${say.timeUp} ` : 'Interview ended. '}${plural(outcome.used, 'minute')} used: ${plural(outcome.charged, 'credit')} charged, ${plural(outcome.released, 'credit')} returned.`;
    return {
      session_id: sid,
      already_ended: outcome.already,
      minutes_used: outcome.used,
      charged: outcome.charged,
      released: outcome.released,
      end_reason: outcome.reason,
      message,
    };
  }

  return {
    end,

    /** The realtime call is hung up at the session's end (the sweep does it too, should this process restart). */
    scheduleHangUp(userId: string, sid: string, endsAt: Date) {
      const delay = Math.max(0, endsAt.getTime() - clock.now().getTime());
      const timer = setTimeout(() => {
        timers.delete(sid);
        end(userId, sid, 'time_up').catch((error: unknown) =>
          deps.log?.warn(
            { err: error instanceof Error ? error.message : String(error), sid },
            'live interview: ending at its length failed',
          ),
        );
      }, delay);
      timer.unref();
      timers.set(sid, timer);
    },

    /** Ends every session past its end (plus a grace); answers how many. */
    async sweep(): Promise<number> {
      let count = 0;
      for (const { user_id: userId, id } of await deps
        .repo(db)
        .overdueSessions(clock.now(), SWEEP_GRACE_MS, SWEEP_BATCH)) {
        await end(userId, id, 'abandoned').then(
          () => (count += 1),
          (error: unknown) =>
            deps.log?.warn(
              { err: error instanceof Error ? error.message : String(error), sid: id },
              'live interview sweep failed',
            ),
        );
      }
      return count;
    },
  };
}
