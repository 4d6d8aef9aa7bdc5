import type { PlanPackage } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

export function createDevPlanRepository(db: Queryable) {
  return {
    async setPackage(userId: string, pkg: PlanPackage) {
      await db.query(
        `INSERT INTO subscriptions (user_id, package, status) VALUES ($1, $2, 'active')
         ON CONFLICT (user_id) DO UPDATE SET package = EXCLUDED.package, status = 'active', updated_at = now()`,
        [userId, pkg],
      );
    },
  };
}
