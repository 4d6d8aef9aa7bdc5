import { ApplicationEventSchema, ApplicationEventsResponseSchema } from '@cp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsQueryOptions, applicationsPath } from './list-applications.ts';

const eventsPath = (wid: string, id: string) => `${applicationsPath(wid)}/${encodeURIComponent(id)}/events`;

/** GET .../applications/{id}/events: every status change with its date, oldest first. */
export function applicationEventsQueryOptions(wid: string, id: string) {
  return queryOptions({
    queryKey: ['applications', wid, id, 'events'],
    queryFn: ({ signal }) => apiRequest(eventsPath(wid, id), { schema: ApplicationEventsResponseSchema, signal }),
  });
}

export function useApplicationEvents(wid: string, id: string, updatedAt: string) {
  // A status change elsewhere (menu, board) bumps updatedAt: read the timeline again.
  return useQuery({
    ...applicationEventsQueryOptions(wid, id),
    queryKey: [...applicationEventsQueryOptions(wid, id).queryKey, updatedAt] as const,
  });
}

/** PATCH .../events/{eventId}: corrects when a change happened; the applied date follows, so the list is read again. */
export function useSetEventDate(wid: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, at }: { eventId: string; at: string }) =>
      apiRequest(`${eventsPath(wid, id)}/${encodeURIComponent(eventId)}`, {
        method: 'PATCH',
        body: { at },
        schema: ApplicationEventSchema,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: applicationEventsQueryOptions(wid, id).queryKey });
      await client.invalidateQueries({ queryKey: applicationsQueryOptions(wid).queryKey, exact: true });
    },
  });
}
