import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  MeResponseSchema,
  SessionResponseSchema,
  UpdateProfileRequestSchema,
  UserProfileSchema,
} from '../../../contracts/profile';
import type { Database } from '../../db/client';
import type { Guards, SignedInUser } from '../../platform/auth/guards';
import { getOrCreateProfile } from './get-or-create-profile';
import { toUserProfile } from './profile-mapper';
import { updateMyProfile } from './update-my-profile';

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; demoMode: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withProfile = async (user: SignedInUser) => ({
    user,
    profile: toUserProfile(await getOrCreateProfile(deps.db, user, { demoMode: deps.demoMode })),
  });

  r.get(
    apiPaths.me,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user and their profile',
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withProfile(await deps.guards.requireUser(request));
    },
  );

  r.get(
    apiPaths.session,
    {
      schema: {
        tags: ['account'],
        summary: 'The session: user and profile, or nulls for a visitor',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await deps.guards.getUser(request);
      return user ? withProfile(user) : { user: null, profile: null };
    },
  );

  r.patch(
    apiPaths.myProfile,
    {
      // The spec's message for a profile update without a signed-in user (core spec section 8).
      onRequest: deps.guards.onlyUsers('No user logged in or backend not configured'),
      schema: {
        tags: ['account'],
        summary: 'Update my profile',
        body: UpdateProfileRequestSchema,
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await getOrCreateProfile(deps.db, user, { demoMode: deps.demoMode });
      const updated = await updateMyProfile(deps.db, user.id, request.body, {
        ipAddress: request.ip,
        requestId: request.id,
      });
      return toUserProfile(updated);
    },
  );
}
