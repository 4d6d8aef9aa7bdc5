import { InterviewCapabilitiesResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/interview/capabilities: whether this server transcribes audio answers. */
export const interviewCapabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['interview', 'capabilities'],
    queryFn: () => apiRequest('/api/interview/capabilities', { schema: InterviewCapabilitiesResponseSchema }),
    staleTime: 10 * 60_000,
  });

export const useInterviewCapabilities = () => useQuery(interviewCapabilitiesQueryOptions());
