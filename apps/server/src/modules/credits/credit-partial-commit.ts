// A hold charged in part (a live interview's minutes used, rounded up) and the rest given back, in one
// transaction on the credit book.
import type { CreditKey } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import { unknownRun, type CreditBook } from './credit-book.ts';
import { commitDelta, releaseDelta, toBalances, type Split } from './credit-rules.ts';

/** What a partial commit did: credits charged and given back by this call, or what a settled run had been charged. */
export type PartialCommit = {
  charged: number;
  released: number;
  already_settled: boolean;
  balances: ReturnType<typeof toBalances>;
};

export function createPartialCommit({ withAccount, releaseRun }: Pick<CreditBook, 'withAccount' | 'releaseRun'>) {
  /**
   * Charges `charge` of a hold and gives the rest back, in one transaction (a live interview's minutes
   * used, rounded up): a 'commit' ledger row for the part charged (allowance first, as spending goes)
   * and a 'release' row for the rest; 0 releases it all. A run already settled is answered as it
   * stands (charged what its commit charged, nothing released), so a second call never charges twice.
   */
  return async function commitPartial(
    userId: string,
    runId: string,
    moduleKey: CreditKey,
    charge: number,
    reason = 'partly used',
  ): Promise<PartialCommit> {
    return withAccount(userId, async (book) => {
      const run = await book.repo.lockRun(userId, runId);
      if (!run) throw unknownRun();
      if (run.module_key !== moduleKey)
        throw new AppError('CONFLICT', `This run was reserved for ${run.module_key}, not ${moduleKey}.`, {
          run_status: run.status,
        });
      const answer = (charged: number, released: number, settled: boolean): PartialCommit => ({
        charged,
        released,
        already_settled: settled,
        balances: toBalances(book.account),
      });
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
          await book.post(
            'reset',
            { allowance: -rest.allowance },
            { reference: `expire:${runId}`, note: 'allowance released after its period ended' },
          );
        }
      }
      await book.repo.shrinkRun(runId, used, charged);
      await book.repo.settleRun(runId, 'committed', reason, book.now);
      return answer(used, run.amount - used, false);
    });
  };
}
