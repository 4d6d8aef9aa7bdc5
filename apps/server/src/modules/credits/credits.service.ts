import {
  creditCost, CREDIT_HOLD_TTL_MINUTES, insufficientCreditsMessage, isProOnlyStep, liveInterviewMinutes, planTable,
  type CommitCreditsResponse, type CreditKey, type CreditsResponse, type PlanPackage,
  type ReleaseCreditsResponse, type ReserveCreditsResponse,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import { addMonths, periodContaining } from './credit-periods.ts';
import { creditsResponse } from './credits-response.ts';
import { createCreditsUsage } from './credits-usage.ts';
import {
  applyDelta, commitDelta, holdDelta, planChangeAdjustment, refundDelta, releaseDelta, splitSpend, toBalances,
  type LedgerDelta, type LedgerKind, type Split,
} from './credit-rules.ts';
import type { CreditAccountRow, CreditRunRow, CreditsRepository } from './credits.repository.ts';

export type CreditsServiceDeps = {
  db: Database;
  repo: (q: Queryable) => CreditsRepository;
  clock: Clock;
  /** How long a hold lives before the sweep (or the next credit call of the user) releases it. */
  holdTtlMs?: number;
};

/** `holdTtlMs` overrides the default hold lifetime (a live interview's hold must outlive the call). */
export type ReserveInput = { userId: string; moduleKey: CreditKey; minutes?: number; cost?: number; action?: string; wid?: string; holdTtlMs?: number };
/** What a partial commit did: credits charged and given back by this call, or what a settled run had been charged. */
export type PartialCommit = { charged: number; released: number; already_settled: boolean; balances: ReturnType<typeof toBalances> };
export type Hold = { runId: string; held: number };

const SWEEP_BATCH = 200;
const SWEEP_MAX_ROUNDS = 50;

/** The step number of a module key ('Module 4' -> 4), for plan gating. */
function stepOf(key: CreditKey): number | null {
  return key === 'kit' ? null : Number(key.slice('Module '.length));
}

/** The context a locked account is worked on in: one transaction, the account row held FOR UPDATE. */
type Book = {
  tx: Queryable;
  repo: CreditsRepository;
  account: CreditAccountRow;
  now: Date;
  post(kind: LedgerKind, delta: LedgerDelta, options?: { runId?: string; reference?: string; note?: string }): Promise<void>;
};

export function createCreditsService(deps: CreditsServiceDeps) {
  const { db, clock } = deps;
  const holdTtlMs = deps.holdTtlMs ?? CREDIT_HOLD_TTL_MINUTES * 60_000;

  function openBook(tx: Queryable, account: CreditAccountRow, now: Date): Book {
    const repo = deps.repo(tx);
    const book: Book = {
      tx, repo, account, now,
      async post(kind, delta, options = {}) {
        Object.assign(book.account, applyDelta(book.account, delta));
        await repo.appendLedger({ userId: account.user_id, kind, delta, runId: options.runId, reference: options.reference, note: options.note, at: now });
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
      await book.post('reset', { allowance: -split.allowance }, { reference: `expire:${run.run_id}`, note: 'allowance released after its period ended' });
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
      const adjustment = planChangeAdjustment({ periodGranted: account.period_granted, allowance: account.allowance }, planTable[pkg].monthlyCredits);
      if (adjustment !== 0) await book.post('adjust', { allowance: adjustment }, { note: `plan ${account.plan} -> ${pkg}` });
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
        created = await repo.insertAccount({ userId, plan: 'free', anchorAt: anchor, periodStart: period.start, nextResetAt: period.end, at: now });
        locked = await repo.lockAccountForWork(userId, now);
        if (!locked) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      }
      const { account } = locked;
      const book = openBook(tx, account, now);
      if (created) {
        // The first read grants the allowance the user has had since signing up (lazily).
        await grantPeriod(book, locked.currentPackage, { start: account.period_start, end: account.next_reset_at }, `${locked.currentPackage} monthly allowance`);
      }
      await reconcile(book, locked);
      const result = await work(book);
      await repo.saveAccount(book.account, now);
      return result;
    };
    return outer ? run(outer) : db.transaction(run);
  }

  /** The account as it stands, without a write when nothing is due (no lock on the common path). */
  async function currentAccount(userId: string): Promise<CreditAccountRow> {
    const repo = deps.repo(db);
    const now = clock.now();
    const state = await repo.readAccountState(userId, now);
    if (state && now < state.account.next_reset_at && !state.hasExpiredHolds && state.currentPackage === state.account.plan) return state.account;
    return withAccount(userId, async (book) => ({ ...book.account }));
  }

  async function reserve(input: ReserveInput): Promise<ReserveCreditsResponse> {
    const cost = input.cost ?? creditCost(input.moduleKey, input.minutes);
    if (cost === null) {
      throw new AppError('VALIDATION_ERROR', `minutes must be one of ${liveInterviewMinutes.join(', ')} for ${input.moduleKey}.`, { errors: [{ path: 'body.minutes', message: 'Invalid minutes' }] });
    }
    if (!Number.isInteger(cost) || cost <= 0) throw new Error(`a credit cost must be a positive integer, got ${cost}`);
    return withAccount(input.userId, async (book) => {
      const step = stepOf(input.moduleKey);
      if (book.account.plan === 'free' && (input.moduleKey === 'kit' || (step !== null && isProOnlyStep(step)))) {
        const reason = step === null ? 'kit' : `module_${step}`;
        throw new AppError('PLAN_REQUIRED', step === null ? 'Application kits are part of Pro. Upgrade to unlock them.' : 'This module is part of Pro. Upgrade to unlock it.', { reason });
      }
      const split = splitSpend(cost, book.account);
      if (!split) {
        const balances = toBalances(book.account);
        throw new AppError('INSUFFICIENT_CREDITS', insufficientCreditsMessage(cost, balances.available), { needed: cost, have: balances.available, balances });
      }
      const runId = newId('cr');
      const expiresAt = new Date(book.now.getTime() + (input.holdTtlMs ?? holdTtlMs));
      await book.repo.insertRun({
        run_id: runId, user_id: input.userId, module_key: input.moduleKey, action: input.action ?? null, wid: input.wid ?? null,
        minutes: input.minutes ?? null, amount: cost, allowance_part: split.allowance, topup_part: split.topup,
        period_start: book.account.period_start, created_at: book.now, expires_at: expiresAt,
      });
      await book.post('hold', holdDelta(split), { runId, note: input.moduleKey });
      return { run_id: runId, module_key: input.moduleKey, held: cost, expires_at: expiresAt.toISOString(), balances: toBalances(book.account) };
    });
  }

  const unknownRun = () => new AppError('NOT_FOUND', 'No credit hold with this run_id.');

  async function commit(userId: string, runId: string, moduleKey: CreditKey): Promise<CommitCreditsResponse> {
    return withAccount(userId, async (book) => {
      const run = await book.repo.lockRun(userId, runId);
      if (!run) throw unknownRun();
      if (run.module_key !== moduleKey) {
        throw new AppError('CONFLICT', `This run was reserved for ${run.module_key}, not ${moduleKey}.`, { run_status: run.status });
      }
      if (run.status === 'committed') {
        return { run_id: runId, status: 'committed', charged: run.amount, already_committed: true, message: 'This run was already committed.', balances: toBalances(book.account) };
      }
      if (run.status !== 'held') {
        const detail = run.settle_reason === 'expired'
          ? `This hold expired after ${CREDIT_HOLD_TTL_MINUTES} minutes and was released; nothing was charged.`
          : run.status === 'refunded' ? 'This run was refunded; it cannot be committed again.' : 'This hold was already released; nothing was charged.';
        throw new AppError('CONFLICT', detail, { run_status: run.status });
      }
      await book.post('commit', commitDelta({ allowance: run.allowance_part, topup: run.topup_part }), { runId, note: moduleKey });
      await book.repo.settleRun(runId, 'committed', 'committed', book.now);
      return { run_id: runId, status: 'committed', charged: run.amount, already_committed: false, message: 'Credits committed.', balances: toBalances(book.account) };
    });
  }

  /**
   * Charges `charge` of a hold and gives the rest back, in one transaction (a live interview's minutes
   * used, rounded up): a 'commit' ledger row for the part charged (allowance first, as spending goes)
   * and a 'release' row for the rest; 0 releases it all. A run already settled is answered as it
   * stands (charged what its commit charged, nothing released), so a second call never charges twice.
   */
  async function commitPartial(userId: string, runId: string, moduleKey: CreditKey, charge: number, reason = 'partly used'): Promise<PartialCommit> {
    return withAccount(userId, async (book) => {
      const run = await book.repo.lockRun(userId, runId);
      if (!run) throw unknownRun();
      if (run.module_key !== moduleKey) throw new AppError('CONFLICT', `This run was reserved for ${run.module_key}, not ${moduleKey}.`, { run_status: run.status });
      const answer = (charged: number, released: number, settled: boolean): PartialCommit => ({ charged, released, already_settled: settled, balances: toBalances(book.account) });
      if (run.status !== 'held') return answer(run.status === 'committed' ? run.amount : 0, 0, true);
      const used = Math.min(Math.max(0, Math.floor(charge)), run.amount);
      if (used === 0) {
        await releaseRun(book, run, reason);
        return answer(0, run.amount, false);
      }
      const charged: Split = { allowance: Math.min(used, run.allowance_part), topup: 0 };
      charged.topup = used - charged.allowance;
      const rest: Split = { allowance: run.allowance_part - charged.allowance, topup: run.topup_part - charged.topup };
      await book.post('commit', commitDelta(charged), { runId, note: moduleKey });
      if (rest.allowance + rest.topup > 0) {
        await book.post('release', releaseDelta(rest), { runId, note: reason });
        if (run.period_start.getTime() < book.account.period_start.getTime() && rest.allowance > 0) {
          await book.post('reset', { allowance: -rest.allowance }, { reference: `expire:${runId}`, note: 'allowance released after its period ended' });
        }
      }
      await book.repo.shrinkRun(runId, used, charged);
      await book.repo.settleRun(runId, 'committed', reason, book.now);
      return answer(used, run.amount - used, false);
    });
  }

  async function release(userId: string, runId: string, reason = 'released'): Promise<ReleaseCreditsResponse> {
    return withAccount(userId, async (book) => {
      const run = await book.repo.lockRun(userId, runId);
      if (!run) throw unknownRun();
      const answer = (status: ReleaseCreditsResponse['status'], released: number, message: string): ReleaseCreditsResponse =>
        ({ run_id: runId, status, released, message, balances: toBalances(book.account) });
      if (run.status === 'committed') return answer('committed', 0, 'This run was already committed; nothing was released.');
      if (run.status === 'refunded') return answer('refunded', 0, 'This run was already refunded; nothing was released.');
      if (run.status === 'released') return answer('released', 0, 'This hold was already released.');
      await releaseRun(book, run, reason);
      return answer('released', run.amount, 'Credits released.');
    });
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

  return {
    getCredits: async (userId: string): Promise<CreditsResponse> => creditsResponse(await currentAccount(userId)),

    /** The account for other services' reports (user-stats), reconciled. */
    currentAccount,
    reserve,
    commit,
    commitPartial,
    release,

    /** Gives back a committed run's credits (an operation found to have failed after its commit). */
    async refund(userId: string, runId: string, reason: string): Promise<void> {
      await withAccount(userId, async (book) => {
        const run = await book.repo.lockRun(userId, runId);
        if (!run) throw unknownRun();
        if (run.status === 'refunded') return;
        if (run.status !== 'committed') throw new AppError('CONFLICT', 'Only a committed run can be refunded.', { run_status: run.status });
        const split: Split = { allowance: run.allowance_part, topup: run.topup_part };
        await book.post('refund', refundDelta(split), { runId, note: reason });
        if (run.period_start.getTime() < book.account.period_start.getTime() && split.allowance > 0) {
          await book.post('reset', { allowance: -split.allowance }, { reference: `expire-refund:${runId}`, note: 'allowance refunded after its period ended' });
        }
        await book.repo.settleRun(runId, 'refunded', reason, book.now);
      });
    },

    /**
     * The one way every paid operation runs (DECISIONS.md 10): reserve the cost, run the operation,
     * commit on success, release on failure (then rethrow). A 402 is thrown before the operation runs.
     */
    async withCredits<T>(input: ReserveInput, operation: (hold: Hold) => Promise<T>): Promise<T> {
      const hold = await reserve(input);
      let result: T;
      try {
        result = await operation({ runId: hold.run_id, held: hold.held });
      } catch (error) {
        await release(input.userId, hold.run_id, 'operation failed').catch(() => undefined);
        throw error;
      }
      try {
        await commit(input.userId, hold.run_id, input.moduleKey);
      } catch (error) {
        // The hold outlived its expiry and was released: the work is done and nothing was charged.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
      return result;
    },

    /** A paid top-up (inside the billing handler's transaction); once per reference. */
    async addTopUp(q: Queryable, userId: string, credits: number, reference: string): Promise<boolean> {
      return withAccount(userId, async (book) => {
        if (await book.repo.hasLedgerReference('topup', reference)) return false;
        await book.post('topup', { topup: credits }, { reference, note: `${credits} credits top-up` });
        return true;
      }, q);
    },

    /** Moves the allowance to the plan now in effect (inside the transaction that changed the subscription). */
    async syncPlan(q: Queryable, userId: string): Promise<void> {
      await withAccount(userId, async () => undefined, q);
    },

    /** The sweep job: releases every hold past its expiry. Answers how many accounts were touched. */
    expireHolds: () => sweep((now) => deps.repo(db).usersWithExpiredHolds(now, SWEEP_BATCH)),

    /** The sweep job: resets and re-grants every allowance whose period has ended. */
    resetDueAllowances: () => sweep((now) => deps.repo(db).usersDueForReset(now, SWEEP_BATCH)),

    ...createCreditsUsage({ db, repo: deps.repo, clock }),

    creditsResponse,

    /** Accounts whose cached balances differ from their ledger (empty = consistent). */
    checkLedger: (userId?: string) => deps.repo(db).ledgerMismatches(userId),
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
