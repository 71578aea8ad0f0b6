import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { OkResponseSchema } from '../../../contracts/common';
import {
  ActiveSessionListSchema,
  RevokeOtherSessionsResponseSchema,
  SessionParamsSchema,
  sessionPaths,
} from '../../../contracts/sessions';
import type { Database } from '../../db/client';
import type { Auth } from '../../platform/auth/create-auth';
import type { SessionCache } from '../../platform/auth/session-cache';
import { unauthorized } from '../../platform/http/app-error';
import { findMySessions } from './find-my-sessions';
import { revokeMySession } from './revoke-my-session';
import { revokeOtherSessions } from './revoke-other-sessions';

interface CurrentSession {
  userId: string;
  currentId: string;
}

export interface SessionsRoutesDeps {
  db: Database;
  auth: Auth;
  /** Told when sessions end here, so the guards refuse them from the next request. */
  sessionCache: SessionCache;
}

/** The settings panel's active-sessions list; every route is scoped to the signed-in user. */
export function registerSessionsRoutes(app: FastifyInstance, deps: SessionsRoutesDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: { ip: string; id: string }) => ({ ipAddress: request.ip, requestId: request.id });

  /** The user and the id of the session this request came with (the guards know only the user). */
  const resolved = new WeakMap<FastifyRequest, Promise<CurrentSession>>();
  function current(request: FastifyRequest): Promise<CurrentSession> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).then((found) => {
        if (!found) throw unauthorized();
        return { userId: found.user.id, currentId: found.session.id };
      });
      resolved.set(request, pending);
    }
    return pending;
  }
  const onlySignedIn = async (request: FastifyRequest) => {
    await current(request);
  };

  r.get(
    sessionPaths.mySessions,
    { schema: { tags: ['account'], summary: 'My active sessions', response: { 200: ActiveSessionListSchema } } },
    async (request, reply) => {
      const { userId, currentId } = await current(request);
      reply.header('cache-control', 'no-store');
      return { items: await findMySessions(deps.db, userId, currentId) };
    },
  );

  r.post(
    sessionPaths.revokeOtherSessions,
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out all my other sessions',
        response: { 200: RevokeOtherSessionsResponseSchema },
      },
    },
    async (request) => {
      const ids = await current(request);
      const revoked = await revokeOtherSessions(deps.db, ids, meta(request));
      deps.sessionCache.forgetUser(ids.userId);
      return { revoked };
    },
  );

  r.delete(
    sessionPaths.mySession,
    {
      onRequest: onlySignedIn,
      schema: {
        tags: ['account'],
        summary: 'Sign out one of my other sessions',
        params: SessionParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const ids = await current(request);
      await revokeMySession(deps.db, { ...ids, sessionId: request.params.id }, meta(request));
      deps.sessionCache.forgetUser(ids.userId);
      return { ok: true as const };
    },
  );
}
