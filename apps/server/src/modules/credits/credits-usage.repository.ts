// The credits repository's usage queries: labelling runs with their action, free usage entries, and the
// usage log and charts (merged into createCreditsRepository).
import type { CreditKey } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

export type UsageLogRow = {
  id: string;
  module_key: CreditKey;
  action: string | null;
  credits: number;
  status: 'committed' | 'refunded' | 'recorded';
  wid: string | null;
  at: Date;
};

export function createCreditsUsageQueries(db: Queryable) {
  return {
    /** Labels a run with its action (record-usage). */
    async labelRun(userId: string, runId: string, moduleKey: CreditKey, action: string, at: Date): Promise<boolean> {
      const result = await db.query(
        'UPDATE credit_runs SET action = $4, usage_recorded_at = COALESCE(usage_recorded_at, $5) WHERE run_id = $1 AND user_id = $2 AND module_key = $3',
        [runId, userId, moduleKey, action, at],
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** Labels the newest committed run of a module, settled since `since`, whose usage was not recorded yet. */
    async labelLatestUnrecordedRun(
      userId: string,
      moduleKey: CreditKey,
      action: string,
      since: Date,
      at: Date,
    ): Promise<string | null> {
      const { rows } = await db.query<{ run_id: string }>(
        `UPDATE credit_runs SET action = $3, usage_recorded_at = $5
          WHERE run_id = (
            SELECT run_id FROM credit_runs
             WHERE user_id = $1 AND module_key = $2 AND status = 'committed' AND usage_recorded_at IS NULL AND settled_at >= $4
             ORDER BY settled_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING run_id`,
        [userId, moduleKey, action, since, at],
      );
      return rows[0]?.run_id ?? null;
    },

    async insertUsageEntry(entry: {
      id: string;
      userId: string;
      moduleKey: CreditKey;
      action: string;
      wid: string | null;
      at: Date;
    }) {
      await db.query(
        'INSERT INTO usage_entries (id, user_id, module_key, action, wid, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [entry.id, entry.userId, entry.moduleKey, entry.action, entry.wid, entry.at],
      );
    },

    /** Charged runs (committed or refunded) and free entries, newest first. */
    async listUsageLogs(
      userId: string,
      options: { limit: number; offset: number },
    ): Promise<{ rows: UsageLogRow[]; total: number }> {
      const union = `
        SELECT run_id AS id, module_key, action, amount AS credits, status, wid, settled_at AS at FROM credit_runs
         WHERE user_id = $1 AND status IN ('committed', 'refunded')
        UNION ALL
        SELECT id, module_key, action, 0 AS credits, 'recorded' AS status, wid, created_at AS at FROM usage_entries WHERE user_id = $1`;
      const [page, count] = await Promise.all([
        db.query<UsageLogRow>(`${union} ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`, [
          userId,
          options.limit,
          options.offset,
        ]),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${union}) logs`, [userId]),
      ]);
      return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** Charged runs and credits per key since a time (free entries count as runs with 0 credits). */
    async usageSince(
      userId: string,
      since: Date,
    ): Promise<Array<{ module_key: CreditKey; runs: number; credits: number }>> {
      const { rows } = await db.query<{ module_key: CreditKey; runs: number; credits: number }>(
        `SELECT module_key, sum(runs)::int AS runs, sum(credits)::int AS credits FROM (
           SELECT module_key, count(*) AS runs, sum(amount) AS credits FROM credit_runs
            WHERE user_id = $1 AND status = 'committed' AND settled_at >= $2 GROUP BY module_key
           UNION ALL
           SELECT module_key, count(*) AS runs, 0 AS credits FROM usage_entries
            WHERE user_id = $1 AND created_at >= $2 GROUP BY module_key
         ) u GROUP BY module_key`,
        [userId, since],
      );
      return rows;
    },

    /** Credits committed per UTC day, `days` days up to `now`, oldest first, empty days included. */
    async creditsByDay(userId: string, now: Date, days: number): Promise<Array<{ date: string; credits: number }>> {
      const { rows } = await db.query<{ date: string; credits: number }>(
        `WITH days AS (
           SELECT generate_series(date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') - make_interval(days => $3 - 1),
                                  date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC'), interval '1 day') AS day)
         SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(sum(r.amount), 0)::int AS credits
           FROM days LEFT JOIN credit_runs r
             ON r.user_id = $1 AND r.status = 'committed'
            AND r.settled_at >= days.day AT TIME ZONE 'UTC' AND r.settled_at < (days.day + interval '1 day') AT TIME ZONE 'UTC'
          GROUP BY days.day ORDER BY days.day`,
        [userId, now, days],
      );
      return rows;
    },
  };
}
