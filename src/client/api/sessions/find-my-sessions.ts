/** GET /api/v1/me/sessions: the signed-in user's active sessions (the settings panel's Security section). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActiveSessionListSchema, sessionPaths, type ActiveSessionList } from '../../../contracts/sessions';
import { api } from '../../lib/api-client';
import { sessionsKeys } from './keys';

export function findMySessions(signal?: AbortSignal): Promise<ActiveSessionList> {
  return api.get(sessionPaths.mySessions, {
    signal,
    schema: ActiveSessionListSchema,
    fallbackMessage: 'Failed to load your sessions',
  });
}

export const findMySessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKeys.mine(), queryFn: ({ signal }) => findMySessions(signal) });

export function useMySessions() {
  return useQuery(findMySessionsQueryOptions());
}

/** A change to the list (sign out one, sign out the others): the list is re-read whatever the outcome. */
export function useSessionsChange<T, R>(send: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsKeys.mine() }),
  });
}
