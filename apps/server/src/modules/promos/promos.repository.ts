import type { Queryable } from '../../db/database.ts';

export type PromoRow = {
  user_id: string;
  code: string;
  discount_percent: number;
  assigned_at: Date;
  expires_at: Date;
  expired_at: Date | null;
  redeemed_at: Date | null;
};

const columns = 'user_id, code, discount_percent, assigned_at, expires_at, expired_at, redeemed_at';

export function createPromosRepository(db: Queryable) {
  return {
    async userExists(userId: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).rows.length > 0;
    },
    async find(userId: string): Promise<PromoRow | null> {
      const { rows } = await db.query<PromoRow>(`SELECT ${columns} FROM promo_assignments WHERE user_id = $1`, [
        userId,
      ]);
      return rows[0] ?? null;
    },
    /** Assigns the offer once per user, ever; null when the user already had one. */
    async insert(row: Omit<PromoRow, 'expired_at' | 'redeemed_at'>): Promise<PromoRow | null> {
      const { rows } = await db.query<PromoRow>(
        `INSERT INTO promo_assignments (user_id, code, discount_percent, assigned_at, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO NOTHING RETURNING ${columns}`,
        [row.user_id, row.code, row.discount_percent, row.assigned_at, row.expires_at],
      );
      return rows[0] ?? null;
    },
    async expire(userId: string, at: Date): Promise<boolean> {
      const result = await db.query(
        'UPDATE promo_assignments SET expired_at = $2 WHERE user_id = $1 AND expired_at IS NULL AND redeemed_at IS NULL',
        [userId, at],
      );
      return (result.rowCount ?? 0) > 0;
    },
    async redeem(userId: string, code: string, at: Date) {
      await db.query(
        'UPDATE promo_assignments SET redeemed_at = COALESCE(redeemed_at, $3) WHERE user_id = $1 AND code = $2',
        [userId, code, at],
      );
    },
  };
}
export type PromosRepository = ReturnType<typeof createPromosRepository>;
