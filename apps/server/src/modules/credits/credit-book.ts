// The credit account's book: the one way the credits service works on an account, locked FOR UPDATE in a
// transaction and brought up to date first (expired holds released, an ended period reset and granted,
// a plan change applied), with every balance change written as a ledger row.
import { planTable, type PlanPackage } from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import { addMonths, periodContaining } from './credit-periods.ts';
import {
  applyDelta,
  planChangeAdjustment,
  releaseDelta,
  type LedgerDelta,
  type LedgerKind,
  type Split,
} from './credit-rules.ts';
import type { CreditAccountRow, CreditRunRow, CreditsRepository } from './credits.repository.ts';

/** The context a locked account is worked on in: one transaction, the account row held FOR UPDATE. */
export type Book = {
  tx: Queryable;
  repo: CreditsRepository;
  account: CreditAccountRow;
  now: Date;
  post(
    kind: LedgerKind,
    delta: LedgerDelta,
    options?: { runId?: string; reference?: string; note?: string },
  ): Promise<void>;
};

export const SWEEP_BATCH = 200;
export const unknownRun = () => new AppError('NOT_FOUND', 'No credit hold with this run_id.');
const SWEEP_MAX_ROUNDS = 50;

export type CreditBookDeps = { db: Database; repo: (q: Queryable) => CreditsRepository; clock: Clock };

export function createCreditBook(deps: CreditBookDeps) {
  const { db, clock } = deps;

  function openBook(tx: Queryable, account: CreditAccountRow, now: Date): Book {
    const repo = deps.repo(tx);
    const book: Book = {
      tx,
      repo,
      account,
      now,
      async post(kind, delta, options = {}) {
        Object.assign(book.account, applyDelta(book.account, delta));
        await repo.appendLedger({
          userId: account.user_id,
          kind,
          delta,
          runId: options.runId,
          reference: options.reference,
          note: options.note,
          at: now,
        });
      },
    };
    return book;
  }

  /** Ends the current period: the unused allowance expires (no roll-over). */
  async function expireAllowance(book: Book, note: string) {
    const { account } = book;
    if (account.allowance > 0) {
      await book.post('reset', { allowance: -account.allowance }, { note });
    }
  }

  async function grantPeriod(book: Book, pkg: PlanPackage, period: { start: Date; end: Date }, note: string) {
    const { account } = book;
    account.plan = pkg;
    account.period_start = period.start;
    account.next_reset_at = period.end;
    account.period_granted = planTable[pkg].monthlyCredits;
    if (account.period_granted > 0) {
      await book.post('grant', { allowance: account.period_granted }, { note });
    }
  }

  /** Gives back a hold; allowance held from a period that has ended expires instead of returning. */
  async function releaseRun(book: Book, run: CreditRunRow, reason: string) {
    const split: Split = { allowance: run.allowance_part, topup: run.topup_part };
    await book.post('release', releaseDelta(split), { runId: run.run_id, note: reason });
    if (run.period_start.getTime() < book.account.period_start.getTime() && split.allowance > 0) {
      await book.post(
        'reset',
        { allowance: -split.allowance },
        { reference: `expire:${run.run_id}`, note: 'allowance released after its period ended' },
      );
    }
    await book.repo.settleRun(run.run_id, 'released', reason, book.now);
  }

  /**
   * Brings a locked account up to date before anything else touches it: holds past their expiry
   * are released, an ended period is reset and granted again, and a plan change moves the
   * allowance (free -> paid starts a new period with the full allowance; any other change moves
   * the period's allowance by the difference, see planChangeAdjustment).
   */
  async function reconcile(book: Book, state: { currentPackage: PlanPackage; hasExpiredHolds: boolean }) {
    const { account, repo, now } = book;
    if (state.hasExpiredHolds) {
      for (const run of await repo.lockExpiredHolds(account.user_id, now)) await releaseRun(book, run, 'expired');
    }
    const pkg = state.currentPackage;
    if (account.plan === 'free' && pkg !== 'free') {
      await expireAllowance(book, 'new paid period');
      account.anchor_at = now;
      await grantPeriod(book, pkg, { start: now, end: addMonths(now, 1) }, `${pkg} plan started`);
      return;
    }
    if (now.getTime() >= account.next_reset_at.getTime()) {
      await expireAllowance(book, 'monthly reset');
      await grantPeriod(book, pkg, periodContaining(account.anchor_at, now), 'monthly allowance');
    }
    if (pkg !== account.plan) {
      const adjustment = planChangeAdjustment(
        { periodGranted: account.period_granted, allowance: account.allowance },
        planTable[pkg].monthlyCredits,
      );
      if (adjustment !== 0)
        await book.post('adjust', { allowance: adjustment }, { note: `plan ${account.plan} -> ${pkg}` });
      account.period_granted += adjustment;
      account.plan = pkg;
    }
  }

  /**
   * Runs `work` on the user's account, locked FOR UPDATE and reconciled, in the given transaction
   * or a new one; saves the cached balances in the same transaction as the ledger rows.
   */
  async function withAccount<T>(userId: string, work: (book: Book) => Promise<T>, outer?: Queryable): Promise<T> {
    const run = async (tx: Queryable) => {
      const repo = deps.repo(tx);
      const now = clock.now();
      let locked = await repo.lockAccountForWork(userId, now);
      let created = false;
      if (!locked) {
        const createdAt = await repo.findUserCreatedAt(userId);
        // A valid token for an account that no longer exists is treated as a bad token.
        if (!createdAt) throw new AppError('TOKEN_INVALID', 'Token verification failed');
        // Months count from the signup (never from a time ahead of this server's clock).
        const anchor = createdAt > now ? now : createdAt;
        const period = periodContaining(anchor, now);
        created = await repo.insertAccount({
          userId,
          plan: 'free',
          anchorAt: anchor,
          periodStart: period.start,
          nextResetAt: period.end,
          at: now,
        });
        locked = await repo.lockAccountForWork(userId, now);
        if (!locked) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      }
      const { account } = locked;
      const book = openBook(tx, account, now);
      if (created) {
        // The first read grants the allowance the user has had since signing up (lazily).
        await grantPeriod(
          book,
          locked.currentPackage,
          { start: account.period_start, end: account.next_reset_at },
          `${locked.currentPackage} monthly allowance`,
        );
      }
      await reconcile(book, locked);
      const result = await work(book);
      await repo.saveAccount(book.account, now);
      return result;
    };
    return outer ? run(outer) : db.transaction(run);
  }

  /** Reconciles the accounts `due` finds, batch after batch, until none is left (or a bounded number of rounds). */
  async function sweep(due: (now: Date) => Promise<string[]>): Promise<number> {
    let touched = 0;
    for (let round = 0; round < SWEEP_MAX_ROUNDS; round += 1) {
      const users = await due(clock.now());
      // A user whose account fails stays due; the next sweep tries again.
      for (const userId of users) await withAccount(userId, async () => undefined).catch(() => undefined);
      touched += users.length;
      if (users.length < SWEEP_BATCH) break;
    }
    return touched;
  }

  return { withAccount, releaseRun, sweep };
}
export type CreditBook = ReturnType<typeof createCreditBook>;
