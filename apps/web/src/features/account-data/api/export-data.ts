import { AccountExportSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';
import { downloadJson } from '../utils/download-json.ts';

/** GET /api/auth/export-data answers within 10 s or counts as failed (docs/product/1-platform.md section 9). */
export const EXPORT_TIMEOUT_MS = 10_000;

/** Everything the product holds about the user, as one JSON document. */
export function exportData(signal?: AbortSignal) {
  return withTimeout(EXPORT_TIMEOUT_MS, signal, (timed) =>
    apiRequest('/api/auth/export-data', { schema: AccountExportSchema, signal: timed }),
  );
}

/** Fetches the export and downloads it as `{user_id}.json`. */
export function useExportData() {
  return useMutation({
    mutationFn: () => exportData(),
    onSuccess: (data) => downloadJson(`${data.user_id}.json`, data),
  });
}
