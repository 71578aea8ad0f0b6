/** The signed-in user's active sessions: list, sign out one, sign out all the others. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActiveSessionListSchema,
  RevokeOtherSessionsResponseSchema,
  sessionPaths,
  type ActiveSessionList,
} from '../../../contracts/sessions';
import { api, apiRequest } from '../../lib/api-client';

export const MY_SESSIONS_QUERY_KEY = ['me', 'sessions'] as const;

export const mySessionsQueryOptions = () =>
  queryOptions({
    queryKey: MY_SESSIONS_QUERY_KEY,
    queryFn: ({ signal }): Promise<ActiveSessionList> =>
      api.get(sessionPaths.mySessions, {
        signal,
        schema: ActiveSessionListSchema,
        fallbackMessage: 'Failed to load your sessions',
      }),
  });

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}

function useSessionsChange<T, R>(send: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeSession() {
  return useSessionsChange((id: string) =>
    apiRequest(sessionPaths.mySession.replace(':id', encodeURIComponent(id)), { method: 'DELETE' }),
  );
}

export function useRevokeOtherSessions() {
  return useSessionsChange(() =>
    api.post(sessionPaths.revokeOtherSessions, {}, { schema: RevokeOtherSessionsResponseSchema }),
  );
}
