import {
  accountDeletedMessage,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type AccountExport,
  type DeleteAccountResponse,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { AccountDataRepository } from './account-data.repository.ts';

const tokenInvalid = () => new AppError('TOKEN_INVALID', 'Token verification failed');

/** The user's data: one export of everything (docs/product/1-platform.md section 7) and deletion of everything. */
export function createAccountDataService(deps: {
  db: Database;
  repo: (q: Queryable) => AccountDataRepository;
  /** Ends a live paid subscription at its provider before the account goes (a failure stops the deletion). */
  cancelSubscription: (userId: string) => Promise<void>;
  clock: Clock;
}) {
  const repo = deps.repo(deps.db);
  return {
    async exportData(userId: string): Promise<AccountExport> {
      const email = await repo.findEmail(userId);
      if (!email) throw tokenInvalid();
      const d = await repo.readAll(userId, email);
      if (!d.account) throw tokenInvalid();
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exported_at: deps.clock.now().toISOString(),
        user_id: userId,
        account: d.account,
        profile: d.profile,
        identities: d.identities,
        sessions: d.sessions,
        one_time_tokens: d.oneTimeTokens,
        workspaces: d.workspaces.map((w) => ({
          ...w,
          module_runs: d.moduleRuns.filter((r) => r.workspace_id === w.wid),
          document_versions: d.documentVersions.filter((v) => v.workspace_id === w.wid),
          resume_builder: d.builderDocuments.filter((v) => v.workspace_id === w.wid),
          resume_builder_versions: d.builderVersions.filter((v) => v.workspace_id === w.wid),
          applications: d.applications.filter((v) => v.workspace_id === w.wid),
          application_events: d.applicationEvents.filter((v) => v.workspace_id === w.wid),
          interview_sessions: d.interviewSessions.filter((v) => v.workspace_id === w.wid),
          kits: d.kits.filter((v) => v.workspace_id === w.wid),
          kit_files: d.kitFiles.filter((v) => v.workspace_id === w.wid),
          kit_sends: d.kitSends.filter((v) => v.workspace_id === w.wid),
          kit_send_files: d.kitSendFiles.filter((v) => v.workspace_id === w.wid),
        })),
        credits: { account: d.creditAccount, ledger: d.ledger, runs: d.runs, usage_entries: d.usageEntries },
        subscription: d.subscription,
        billing_events: d.billingEvents,
        checkout_sessions: d.checkoutSessions,
        promos: d.promos,
        emails: d.emails,
        product_events: d.productEvents,
        referral_code: d.referralCode,
      };
    },

    /** Cancels the paid subscription first, then erases every row of the user in one transaction (every session ends with it). */
    async deleteAccount(userId: string): Promise<DeleteAccountResponse> {
      const email = await repo.findEmail(userId);
      if (!email) throw tokenInvalid();
      await deps.cancelSubscription(userId);
      const erased = await deps.db.transaction((tx) => deps.repo(tx).eraseUser(userId, email));
      if (!erased) throw tokenInvalid();
      return { message: accountDeletedMessage };
    },
  };
}
export type AccountDataService = ReturnType<typeof createAccountDataService>;
