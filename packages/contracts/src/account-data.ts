import { z } from 'zod';
import { text } from './text.ts';

/**
 * The user's data (docs/product/1-platform.md section 7): GET /api/auth/export-data answers one JSON file named
 * `{user_id}.json` (Content-Disposition: attachment) holding everything the product keeps about the
 * user; POST /api/auth/delete-account erases it all. Secrets (password and token hashes) are never
 * exported. Times are ISO strings.
 */

const Row = z.record(z.string(), z.unknown());
const Rows = z.array(Row);

export const EXPORT_FORMAT = 'career-prep-export';
export const EXPORT_VERSION = 1;

export const AccountExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exported_at: text(),
    user_id: text(),
    /** The account (no password hash), its profile, sign-in identities and sessions. */
    account: Row,
    profile: Row.nullable(),
    identities: Rows,
    sessions: Rows,
    one_time_tokens: Rows,
    /** Every workspace with its documents and every module run. */
    workspaces: z.array(
      Row.and(
        z.object({
          module_runs: Rows,
          document_versions: Rows,
          resume_builder: Rows,
          resume_builder_versions: Rows,
          applications: Rows,
          application_events: Rows,
          interview_sessions: Rows,
          kits: Rows,
          kit_files: Rows,
          kit_sends: Rows,
          kit_send_files: Rows,
        }),
      ),
    ),
    /** The credit account (cached balances), the whole ledger, every hold and usage entry. */
    credits: z.object({ account: Row.nullable(), ledger: Rows, runs: Rows, usage_entries: Rows }),
    subscription: Row.nullable(),
    billing_events: Rows,
    checkout_sessions: Rows,
    promos: Rows,
    /** Every e-mail the product sent to the user. */
    emails: Rows,
    /** The product events recorded while signed in (docs/decisions/026). */
    product_events: Rows,
    /** The user's Refer & Earn code, once made. */
    referral_code: Row.nullable(),
  })
  .loose();
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const DeleteAccountResponseSchema = z.object({ message: text() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

/** docs/product/1-platform.md section 8 texts. */
export const accountDeletedMessage = 'Account deleted successfully!';
export const deleteAccountConfirmMessage =
  'Are you sure you want to delete your account? This action is permanent and cannot be undone.';
