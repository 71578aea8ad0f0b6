/** POST /api/v1/me/sessions/revoke-others: signs out every session but this one. */
import {
  RevokeOtherSessionsResponseSchema,
  sessionPaths,
  type RevokeOtherSessionsResponse,
} from '../../../contracts/sessions';
import { api } from '../../lib/api-client';
import { useSessionsChange } from './find-my-sessions';

export function revokeOtherSessions(): Promise<RevokeOtherSessionsResponse> {
  return api.post(sessionPaths.revokeOtherSessions, {}, { schema: RevokeOtherSessionsResponseSchema });
}

export function useRevokeOtherSessions() {
  return useSessionsChange(() => revokeOtherSessions());
}
