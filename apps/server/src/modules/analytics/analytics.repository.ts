import type { AnalyticsEventName } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

export function createAnalyticsRepository(db: Queryable) {
  return {
    async insert(event: {
      name: AnalyticsEventName;
      userId: string | null;
      detail: Record<string, string | number | boolean>;
    }) {
      await db.query('INSERT INTO analytics_events (name, user_id, detail) VALUES ($1, $2, $3::jsonb)', [
        event.name,
        event.userId,
        JSON.stringify(event.detail),
      ]);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
