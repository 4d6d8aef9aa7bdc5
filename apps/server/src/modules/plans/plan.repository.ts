import type { PlanPackage } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

export type SubscriptionState = { package: PlanPackage; status: string };

const freePlan: SubscriptionState = { package: 'free', status: 'active' };

/**
 * The plan a user is on, read from the subscriptions table (no row = free). The billing issue owns
 * how rows change; everything that applies a plan limit reads it through here.
 */
export function createPlanRepository(db: Queryable) {
  async function getSubscription(userId: string): Promise<SubscriptionState> {
    const { rows } = await db.query<SubscriptionState>('SELECT package, status FROM subscriptions WHERE user_id = $1', [
      userId,
    ]);
    return rows[0] ?? freePlan;
  }
  return {
    getSubscription,
    async getPackage(userId: string): Promise<PlanPackage> {
      return (await getSubscription(userId)).package;
    },
  };
}
export type PlanRepository = ReturnType<typeof createPlanRepository>;
