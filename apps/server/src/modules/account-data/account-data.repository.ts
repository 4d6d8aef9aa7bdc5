import type { Queryable } from '../../db/database.ts';

type Row = Record<string, unknown>;

/** Quotes a table name read from the catalog for use as an identifier. */
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The user's data, read for export (explicit columns: never a password or token hash) and erased.
 * Each query is one section of the export (see account-data.registry.ts).
 */
export function createAccountDataRepository(db: Queryable) {
  const all = async (sql: string, values: unknown[]) => (await db.query<Row>(sql, values)).rows;
  const one = async (sql: string, values: unknown[]) => (await db.query<Row>(sql, values)).rows[0] ?? null;
  async function tablesWithUserId(): Promise<string[]> {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' ORDER BY c.table_name`,
    );
    return rows.map((r) => r.table_name);
  }

  return {
    async findEmail(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      return rows[0]?.email ?? null;
    },

    async readAll(userId: string, email: string) {
      const id = [userId];
      const [
        account,
        profile,
        identities,
        sessions,
        oneTimeTokens,
        workspaces,
        moduleRuns,
        documentVersions,
        creditAccount,
        ledger,
        runs,
        usageEntries,
        subscription,
        billingEvents,
        checkoutSessions,
        promos,
        emails,
        builderDocuments,
        builderVersions,
        applications,
        applicationEvents,
        productEvents,
        referralCode,
        interviewSessions,
        kits,
        kitFiles,
        kitSends,
        kitSendFiles,
      ] = await Promise.all([
        one(
          `SELECT id AS user_id, email, name, email_verified, terms_accepted_at, (password_hash IS NOT NULL) AS has_password,
                    failed_login_count, locked_until, created_at, updated_at FROM users WHERE id = $1`,
          id,
        ),
        one(
          'SELECT job_category, other_job_category, seniority_level, career_goals, career_context, onboarding_completed, email_subscribed, updated_at FROM user_profiles WHERE user_id = $1',
          id,
        ),
        all(
          'SELECT provider, subject, email, created_at FROM oauth_identities WHERE user_id = $1 ORDER BY created_at',
          id,
        ),
        all(
          'SELECT id, family_id, created_at, expires_at, used_at, revoked_at FROM refresh_tokens WHERE user_id = $1 ORDER BY created_at',
          id,
        ),
        all('SELECT kind, created_at, expires_at, used_at FROM user_tokens WHERE user_id = $1 ORDER BY created_at', id),
        all(
          `SELECT id AS wid, name, is_default, cv_text, jd_text, cv_updated_at, jd_updated_at, created_at, updated_at
               FROM workspaces WHERE user_id = $1 ORDER BY created_at`,
          id,
        ),
        all(
          'SELECT id, workspace_id, module_key, result, transcript, metrics, source, flags, edited_text, edited_at, engine_version, created_at FROM module_runs WHERE user_id = $1 ORDER BY created_at',
          id,
        ),
        all(
          `SELECT id, workspace_id, doc_type, text, source, previous_id, run_id, applied_changes, created_at
               FROM workspace_document_versions WHERE user_id = $1 ORDER BY seq`,
          id,
        ),
        one(
          `SELECT plan, anchor_at, period_start, next_reset_at, period_granted, allowance, topup, held_allowance, held_topup, spent, created_at, updated_at
               FROM credit_accounts WHERE user_id = $1`,
          id,
        ),
        all(
          'SELECT id, kind, run_id, allowance, topup, held_allowance, held_topup, spent, reference, note, created_at FROM credit_ledger WHERE user_id = $1 ORDER BY id',
          id,
        ),
        all(
          `SELECT run_id, module_key, action, wid, minutes, amount, allowance_part, topup_part, status, period_start, created_at, expires_at,
                    settled_at, settle_reason, usage_recorded_at FROM credit_runs WHERE user_id = $1 ORDER BY created_at`,
          id,
        ),
        all(
          'SELECT id, module_key, action, wid, created_at FROM usage_entries WHERE user_id = $1 ORDER BY created_at',
          id,
        ),
        one(
          `SELECT package, status, provider, customer_id, subscription_id, provider_status, price_id, billing_period, cancel_at_period_end,
                    cancel_at, trial_end, trial_used, current_period_start, current_period_end, referral_id, created_at, updated_at
               FROM subscriptions WHERE user_id = $1`,
          id,
        ),
        all(
          'SELECT id, event_id, provider, type, description, amount_cents, data, created_at FROM billing_events WHERE user_id = $1 ORDER BY created_at, id',
          id,
        ),
        all(
          `SELECT id, provider, kind, package, topup, billing_period, trial, promo_code, discount_percent, referral_id, amount_cents, amount_due_cents,
                    status, created_at, expires_at, completed_at FROM checkout_sessions WHERE user_id = $1 ORDER BY created_at`,
          id,
        ),
        all(
          'SELECT code, discount_percent, assigned_at, expires_at, expired_at, redeemed_at FROM promo_assignments WHERE user_id = $1',
          id,
        ),
        all(
          `SELECT id, to_address, reply_to, subject, text_body, attachments, kind, status, created_at, sent_at FROM email_outbox
              WHERE user_id = $1 OR lower(to_address) = lower($2) ORDER BY id`,
          [userId, email],
        ),
        all(
          'SELECT workspace_id, doc, template, palette, page_size, updated_at, tailoring, tailor_undo FROM resume_builder_documents WHERE user_id = $1 ORDER BY updated_at',
          id,
        ),
        all(
          'SELECT id, workspace_id, name, doc, template, palette, page_size, created_at FROM resume_builder_versions WHERE user_id = $1 ORDER BY seq',
          id,
        ),
        all(
          `SELECT id, workspace_id, job_id, job_title, company, location, status, applied_at, kit_id, notes, job_url, fit_score, close_reason,
                    next_step, next_step_at, remind_by_email, reminder_sent_at, time_zone, link_opened_at, created_at, updated_at FROM applications WHERE user_id = $1 ORDER BY seq`,
          id,
        ),
        all(
          `SELECT a.workspace_id, e.application_id, e.kind, e.from_status, e.to_status, e.at, e.edited_at FROM application_events e
              JOIN applications a ON a.id = e.application_id WHERE e.user_id = $1 ORDER BY e.id`,
          id,
        ),
        all('SELECT name, detail, created_at FROM analytics_events WHERE user_id = $1 ORDER BY id', id),
        one('SELECT code, created_at FROM referral_codes WHERE user_id = $1', id),
        all(
          `SELECT id, workspace_id, credit_run_id, interviewer, style, focus, language, minutes, plan, turns, call_id, status, started_at, ends_at,
                    ended_at, end_reason, minutes_used, charged FROM interview_sessions WHERE user_id = $1 ORDER BY started_at`,
          id,
        ),
        all(
          `SELECT id, workspace_id, job_id, job, resume_text, preview_id, preview, generated_at, credit_run_id, status, final, template, finalized_at,
                    application_id, engine_version, created_at, updated_at FROM kits WHERE user_id = $1 ORDER BY created_at`,
          id,
        ),
        all(
          `SELECT k.workspace_id, f.kit_id, f.name, f.format, f.filename, f.mime, length(f.content) AS bytes, f.sha256, f.created_at
               FROM kit_files f JOIN kits k ON k.id = f.kit_id WHERE f.user_id = $1 ORDER BY f.created_at`,
          id,
        ),
        all(
          `SELECT id, workspace_id, kit_id, job_id, application_id, method, destination, reply_to, subject, body_text, outbox_id, delivery, created_at
               FROM kit_sends WHERE user_id = $1 ORDER BY seq`,
          id,
        ),
        all(
          `SELECT s.workspace_id, f.send_id, f.filename, f.mime, length(f.content) AS bytes, f.sha256, encode(f.content, 'base64') AS content_base64
               FROM kit_send_files f JOIN kit_sends s ON s.id = f.send_id WHERE f.user_id = $1 ORDER BY s.seq, f.filename`,
          id,
        ),
      ]);
      return {
        account,
        profile,
        identities,
        sessions,
        oneTimeTokens,
        workspaces,
        moduleRuns,
        documentVersions,
        creditAccount,
        ledger,
        runs,
        usageEntries,
        subscription,
        billingEvents,
        checkoutSessions,
        promos,
        emails,
        builderDocuments,
        builderVersions,
        applications,
        applicationEvents,
        productEvents,
        referralCode,
        interviewSessions,
        kits,
        kitFiles,
        kitSends,
        kitSendFiles,
      };
    },

    /** Every table of the schema with a user_id column (read from the catalog, so later tables are covered too). */
    tablesWithUserId,

    /** Erases every row of the user (call inside one transaction). False when the user does not exist. */
    async eraseUser(userId: string, email: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (rows.length === 0) return false;
      // Mail to the address is the user's too, even when it was queued before a user_id was known.
      await db.query('DELETE FROM email_outbox WHERE user_id = $1 OR lower(to_address) = lower($2)', [userId, email]);
      await db.query('DELETE FROM users WHERE id = $1', [userId]);
      // Tables that reference the user without a cascading key (none today) are swept by name.
      for (const table of await tablesWithUserId())
        await db.query(`DELETE FROM ${identifier(table)} WHERE user_id = $1`, [userId]);
      return true;
    },
  };
}
export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
