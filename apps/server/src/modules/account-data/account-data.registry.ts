/**
 * Every table that holds a user's data, and where its rows go in the export. The completeness test
 * (account-data.int.test.ts) lists every table with a user_id column and fails when one is missing
 * here, so a table added by a later issue cannot be left out of the export (or the deletion).
 * Paths: `a.b` is a field, `a[].b` a field of each element of the array a.
 */
export const exportedTables = {
  users: 'account',
  user_profiles: 'profile',
  oauth_identities: 'identities',
  refresh_tokens: 'sessions',
  user_tokens: 'one_time_tokens',
  workspaces: 'workspaces',
  module_runs: 'workspaces[].module_runs',
  workspace_document_versions: 'workspaces[].document_versions',
  resume_builder_documents: 'workspaces[].resume_builder',
  resume_builder_versions: 'workspaces[].resume_builder_versions',
  applications: 'workspaces[].applications',
  application_events: 'workspaces[].application_events',
  interview_sessions: 'workspaces[].interview_sessions',
  kits: 'workspaces[].kits',
  kit_files: 'workspaces[].kit_files',
  kit_sends: 'workspaces[].kit_sends',
  kit_send_files: 'workspaces[].kit_send_files',
  credit_accounts: 'credits.account',
  credit_ledger: 'credits.ledger',
  credit_runs: 'credits.runs',
  usage_entries: 'credits.usage_entries',
  subscriptions: 'subscription',
  billing_events: 'billing_events',
  checkout_sessions: 'checkout_sessions',
  promo_assignments: 'promos',
  email_outbox: 'emails',
  analytics_events: 'product_events',
  referral_codes: 'referral_code',
} as const;
export type ExportedTable = keyof typeof exportedTables;

/** Rows of the export at a registry path (an object counts as one row, null as none). */
export function rowsAt(exported: unknown, path: string): unknown[] {
  let current: unknown[] = [exported];
  for (const part of path.split('.')) {
    const isEach = part.endsWith('[]');
    const key = isEach ? part.slice(0, -2) : part;
    current = current.flatMap((node) => {
      const value = (node as Record<string, unknown> | null)?.[key];
      if (isEach) return Array.isArray(value) ? value : [];
      return value === undefined ? [] : [value];
    });
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : v === null ? [] : [v]));
}
