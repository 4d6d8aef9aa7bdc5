import { ApplicationExportResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsPath } from './list-applications.ts';

/** GET .../applications/export?format=csv|ics, saved as a download. */
export function useExportApplications(wid: string) {
  return useMutation({
    mutationFn: async (format: 'csv' | 'ics') => {
      const file = await apiRequest(`${applicationsPath(wid)}/export?format=${format}`, {
        schema: ApplicationExportResponseSchema,
      });
      const url = URL.createObjectURL(new Blob([file.content], { type: file.mime }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return file;
    },
  });
}
