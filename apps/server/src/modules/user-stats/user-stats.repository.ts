import type { Queryable } from '../../db/database.ts';

export function createUserStatsRepository(db: Queryable) {
  return {
    /** The marketing e-mail opt-in; null when the user does not exist. */
    async findEmailSubscribed(userId: string): Promise<boolean | null> {
      const { rows } = await db.query<{ email_subscribed: boolean | null }>(
        'SELECT p.email_subscribed FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1',
        [userId],
      );
      return rows[0] ? rows[0].email_subscribed === true : null;
    },
  };
}
export type UserStatsRepository = ReturnType<typeof createUserStatsRepository>;
