import type { PlanPackage, Promo } from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { PromoRow, PromosRepository } from './promos.repository.ts';

export type PromoConfig = { code: string; percentOff: number; durationHours: number };

/**
 * The founder offer (docs/product/3-agent-tracker-assistant.md section 4): a free user is assigned one code, once, with
 * a countdown; it discounts the first payment of a checkout until it expires or is used.
 */
export function createPromosService(deps: {
  db: Database;
  repo: (q: Queryable) => PromosRepository;
  currentPackage: (userId: string) => Promise<PlanPackage>;
  clock: Clock;
  config: PromoConfig;
}) {
  const { clock, config } = deps;
  const repo = deps.repo(deps.db);

  const isActive = (row: PromoRow, now: Date) => !row.expired_at && !row.redeemed_at && row.expires_at > now;
  const toPromo = (row: PromoRow, now: Date): Promo => ({
    code: row.code,
    expiresAt: row.expires_at.toISOString(),
    timeLeft: Math.max(0, Math.floor((row.expires_at.getTime() - now.getTime()) / 1000)),
  });

  async function assertUser(userId: string) {
    // A valid token for an account that no longer exists is treated as a bad token.
    if (!(await repo.userExists(userId))) throw new AppError('TOKEN_INVALID', 'Token verification failed');
  }

  return {
    /** The free user's running offer, or null (answered as 204). */
    async resolve(userId: string): Promise<Promo | null> {
      await assertUser(userId);
      if ((await deps.currentPackage(userId)) !== 'free') return null;
      const row = await repo.find(userId);
      const now = clock.now();
      return row && isActive(row, now) ? toPromo(row, now) : null;
    },

    /** A new offer (201), or null when the user already had one or is not on the free plan (204). */
    async assign(userId: string): Promise<Promo | null> {
      await assertUser(userId);
      if ((await deps.currentPackage(userId)) !== 'free') return null;
      const now = clock.now();
      const row = await repo.insert({
        user_id: userId,
        code: config.code,
        discount_percent: config.percentOff,
        assigned_at: now,
        expires_at: new Date(now.getTime() + config.durationHours * 3600_000),
      });
      return row ? toPromo(row, now) : null;
    },

    /** The countdown reached zero: the offer ends now (idempotent). */
    async expire(userId: string): Promise<{ expired: boolean }> {
      await assertUser(userId);
      return { expired: await repo.expire(userId, clock.now()) };
    },

    /** The user's running offer when `code` names it (case-insensitive), for a checkout; else null. */
    async forCheckout(
      userId: string,
      code: string | null | undefined,
    ): Promise<{ code: string; percentOff: number } | null> {
      if (!code) return null;
      const row = await repo.find(userId);
      if (!row || !isActive(row, clock.now()) || row.code.toLowerCase() !== code.trim().toLowerCase()) return null;
      return { code: row.code, percentOff: row.discount_percent };
    },

    /** The offer was paid with (inside the billing handler's transaction). */
    async redeem(q: Queryable, userId: string, code: string) {
      await deps.repo(q).redeem(userId, code, clock.now());
    },
  };
}
export type PromosService = ReturnType<typeof createPromosService>;
