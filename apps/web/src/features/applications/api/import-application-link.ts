import { ImportApplicationLinkResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsPath } from './list-applications.ts';

/** POST .../applications/import-link: the posting's title and company for the add form (nothing saved). */
export function useImportApplicationLink(wid: string) {
  return useMutation({
    mutationFn: (url: string) =>
      apiRequest(`${applicationsPath(wid)}/import-link`, {
        method: 'POST',
        body: { url },
        schema: ImportApplicationLinkResponseSchema,
      }),
  });
}
