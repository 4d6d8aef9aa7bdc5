import type { Queryable } from '../../db/database.ts';

/** Ledger references of referral rewards: 'referral:' + the referred user's id. */
export const REFERRAL_REFERENCE_PREFIX = 'referral:';

export function createReferralsRepository(db: Queryable) {
  return {
    async findCode(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE user_id = $1', [userId]);
      return rows[0]?.code ?? null;
    },
    /** Stores the code unless the user has one already (a concurrent first ask); answers the stored one. */
    async insertCode(userId: string, code: string): Promise<string> {
      await db.query('INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
        userId,
        code,
      ]);
      const { rows } = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE user_id = $1', [userId]);
      return rows[0]!.code;
    },
    async findOwner(code: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM referral_codes WHERE code = $1', [
        code,
      ]);
      return rows[0]?.user_id ?? null;
    },
    async rewards(userId: string): Promise<{ count: number; credits: number }> {
      const { rows } = await db.query<{ count: number; credits: number }>(
        `SELECT count(*)::int AS count, COALESCE(sum(topup), 0)::int AS credits FROM credit_ledger
          WHERE user_id = $1 AND kind = 'topup' AND reference LIKE $2`,
        [userId, `${REFERRAL_REFERENCE_PREFIX}%`],
      );
      return rows[0] ?? { count: 0, credits: 0 };
    },
  };
}
export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
