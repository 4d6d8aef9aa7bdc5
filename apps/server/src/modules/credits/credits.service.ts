import {
  creditCost,
  CREDIT_HOLD_TTL_MINUTES,
  insufficientCreditsMessage,
  isProOnlyStep,
  liveInterviewMinutes,
  type CommitCreditsResponse,
  type CreditKey,
  type CreditsResponse,
  type ReleaseCreditsResponse,
  type ReserveCreditsResponse,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import { createCreditBook, SWEEP_BATCH, unknownRun } from './credit-book.ts';
import { createPartialCommit } from './credit-partial-commit.ts';
import { creditsResponse } from './credits-response.ts';
import { createCreditsUsage } from './credits-usage.ts';
import { commitDelta, holdDelta, refundDelta, splitSpend, toBalances, type Split } from './credit-rules.ts';
import type { CreditAccountRow, CreditsRepository } from './credits.repository.ts';

export type CreditsServiceDeps = {
  db: Database;
  repo: (q: Queryable) => CreditsRepository;
  clock: Clock;
  /** How long a hold lives before the sweep (or the next credit call of the user) releases it. */
  holdTtlMs?: number;
};

/** `holdTtlMs` overrides the default hold lifetime (a live interview's hold must outlive the call). */
export type ReserveInput = {
  userId: string;
  moduleKey: CreditKey;
  minutes?: number;
  cost?: number;
  action?: string;
  wid?: string;
  holdTtlMs?: number;
};
export type Hold = { runId: string; held: number };
export type { PartialCommit } from './credit-partial-commit.ts';

/** The step number of a module key ('Module 4' -> 4), for plan gating. */
function stepOf(key: CreditKey): number | null {
  return key === 'kit' ? null : Number(key.slice('Module '.length));
}

export function createCreditsService(deps: CreditsServiceDeps) {
  const { db, clock } = deps;
  const holdTtlMs = deps.holdTtlMs ?? CREDIT_HOLD_TTL_MINUTES * 60_000;

  const { withAccount, releaseRun, sweep } = createCreditBook(deps);
  const commitPartial = createPartialCommit({ withAccount, releaseRun });

  /** The account as it stands, without a write when nothing is due (no lock on the common path). */
  async function currentAccount(userId: string): Promise<CreditAccountRow> {
    const repo = deps.repo(db);
    const now = clock.now();
    const state = await repo.readAccountState(userId, now);
    if (
      state &&
      now < state.account.next_reset_at &&
      !state.hasExpiredHolds &&
      state.currentPackage === state.account.plan
    )
      return state.account;
    return withAccount(userId, async (book) => ({ ...book.account }));
  }

  async function reserve(input: ReserveInput): Promise<ReserveCreditsResponse> {
    const cost = input.cost ?? creditCost(input.moduleKey, input.minutes);
    if (cost === null) {
      throw new AppError(
        'VALIDATION_ERROR',
        `minutes must be one of ${liveInterviewMinutes.join(', ')} for ${input.moduleKey}.`,
        { errors: [{ path: 'body.minutes', message: 'Invalid minutes' }] },
      );
    }
    if (!Number.isInteger(cost) || cost <= 0) throw new Error(`a credit cost must be a positive integer, got ${cost}`);
    return withAccount(input.userId, async (book) => {
      const step = stepOf(input.moduleKey);
      if (book.account.plan === 'free' && (input.moduleKey === 'kit' || (step !== null && isProOnlyStep(step)))) {
        const reason = step === null ? 'kit' : `module_${step}`;
        throw new AppError(
          'PLAN_REQUIRED',
          step === null
            ? 'Application kits are part of Pro. Upgrade to unlock them.'
            : 'This module is part of Pro. Upgrade to unlock it.',
          { reason },
        );
      }
      const split = splitSpend(cost, book.account);
      if (!split) {
        const balances = toBalances(book.account);
        throw new AppError('INSUFFICIENT_CREDITS', insufficientCreditsMessage(cost, balances.available), {
          needed: cost,
          have: balances.available,
          balances,
        });
      }
      const runId = newId('cr');
      const expiresAt = new Date(book.now.getTime() + (input.holdTtlMs ?? holdTtlMs));
      await book.repo.insertRun({
        run_id: runId,
        user_id: input.userId,
        module_key: input.moduleKey,
        action: input.action ?? null,
        wid: input.wid ?? null,
        minutes: input.minutes ?? null,
        amount: cost,
        allowance_part: split.allowance,
        topup_part: split.topup,
        period_start: book.account.period_start,
        created_at: book.now,
        expires_at: expiresAt,
      });
      await book.post('hold', holdDelta(split), { runId, note: input.moduleKey });
      return {
        run_id: runId,
        module_key: input.moduleKey,
        held: cost,
        expires_at: expiresAt.toISOString(),
        balances: toBalances(book.account),
      };
    });
  }

  async function commit(userId: string, runId: string, moduleKey: CreditKey): Promise<CommitCreditsResponse> {
    return withAccount(userId, async (book) => {
      const run = await book.repo.lockRun(userId, runId);
      if (!run) throw unknownRun();
      if (run.module_key !== moduleKey) {
        throw new AppError('CONFLICT', `This run was reserved for ${run.module_key}, not ${moduleKey}.`, {
          run_status: run.status,
        });
      }
      if (run.status === 'committed') {
        return {
          run_id: runId,
          status: 'committed',
          charged: run.amount,
          already_committed: true,
          message: 'This run was already committed.',
          balances: toBalances(book.account),
        };
      }
      if (run.status !== 'held') {
        const detail =
          run.settle_reason === 'expired'
            ? `This hold expired after ${CREDIT_HOLD_TTL_MINUTES} minutes and was released; nothing was charged.`
            : run.status === 'refunded'
              ? 'This run was refunded; it cannot be committed again.'
              : 'This hold was already released; nothing was charged.';
        throw new AppError('CONFLICT', detail, { run_status: run.status });
      }
      await book.post('commit', commitDelta({ allowance: run.allowance_part, topup: run.topup_part }), {
        runId,
        note: moduleKey,
      });
      await book.repo.settleRun(runId, 'committed', 'committed', book.now);
      return {
        run_id: runId,
        status: 'committed',
        charged: run.amount,
        already_committed: false,
        message: 'Credits committed.',
        balances: toBalances(book.account),
      };
    });
  }

  async function release(userId: string, runId: string, reason = 'released'): Promise<ReleaseCreditsResponse> {
    return withAccount(userId, async (book) => {
      const run = await book.repo.lockRun(userId, runId);
      if (!run) throw unknownRun();
      const answer = (
        status: ReleaseCreditsResponse['status'],
        released: number,
        message: string,
      ): ReleaseCreditsResponse => ({ run_id: runId, status, released, message, balances: toBalances(book.account) });
      if (run.status === 'committed')
        return answer('committed', 0, 'This run was already committed; nothing was released.');
      if (run.status === 'refunded')
        return answer('refunded', 0, 'This run was already refunded; nothing was released.');
      if (run.status === 'released') return answer('released', 0, 'This hold was already released.');
      await releaseRun(book, run, reason);
      return answer('released', run.amount, 'Credits released.');
    });
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
        if (run.status !== 'committed')
          throw new AppError('CONFLICT', 'Only a committed run can be refunded.', { run_status: run.status });
        const split: Split = { allowance: run.allowance_part, topup: run.topup_part };
        await book.post('refund', refundDelta(split), { runId, note: reason });
        if (run.period_start.getTime() < book.account.period_start.getTime() && split.allowance > 0) {
          await book.post(
            'reset',
            { allowance: -split.allowance },
            { reference: `expire-refund:${runId}`, note: 'allowance refunded after its period ended' },
          );
        }
        await book.repo.settleRun(runId, 'refunded', reason, book.now);
      });
    },

    /**
     * The one way every paid operation runs (docs/decisions/007): reserve the cost, run the operation,
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
      return withAccount(
        userId,
        async (book) => {
          if (await book.repo.hasLedgerReference('topup', reference)) return false;
          await book.post('topup', { topup: credits }, { reference, note: `${credits} credits top-up` });
          return true;
        },
        q,
      );
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
