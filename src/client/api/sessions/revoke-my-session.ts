/** DELETE /api/v1/me/sessions/{id}: signs out one of my sessions. */
import { OkResponseSchema } from '../../../contracts/common';
import { sessionPaths } from '../../../contracts/sessions';
import { apiRequest } from '../../lib/api-client';
import { useSessionsChange } from './find-my-sessions';

export function revokeMySession(id: string): Promise<{ ok: true }> {
  return apiRequest(sessionPaths.mySession.replace(':id', encodeURIComponent(id)), {
    method: 'DELETE',
    schema: OkResponseSchema,
  });
}

export function useRevokeMySession() {
  return useSessionsChange(revokeMySession);
}
