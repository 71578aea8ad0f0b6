import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminAnnouncementListResponseSchema,
  AdminAnnouncementSchema,
  AnnouncementInputSchema,
  AnnouncementParamsSchema,
  CurrentAnnouncementsResponseSchema,
  DismissAnnouncementResponseSchema,
} from '../../../contracts/announcements';
import { apiPaths } from '../../../contracts/api-paths';
import type { Role } from '../../../domain/constants';
import type { Guards, SignedInUser } from '../../platform/auth/guards';
import type { AdminActor, AnnouncementsContext } from './announcements-context';
import { createAnnouncement } from './create-announcement';
import { dismissAnnouncement } from './dismiss-announcement';
import { endAnnouncement } from './end-announcement';
import { findAdminAnnouncements } from './find-admin-announcements';
import { findCurrentAnnouncements } from './find-current-announcements';
import { updateAnnouncementById } from './update-announcement';

export interface AnnouncementRoutesDeps {
  ctx: AnnouncementsContext;
  guards: Guards;
  /** The caller's role, as the guards read it (profiles module). */
  loadRole: (user: SignedInUser) => Promise<Role>;
}

/** The announcements shown now to the caller, and dismissing one. */
export function registerAnnouncementRoutes(app: FastifyInstance, deps: AnnouncementRoutesDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx, guards } = deps;

  r.get(
    apiPaths.announcements.current,
    {
      schema: {
        tags: ['announcements'],
        summary: 'Announcements shown now to the caller (their audience, not dismissed by them)',
        response: { 200: CurrentAnnouncementsResponseSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks and on the time: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const user = await guards.getUser(request);
      const viewer = user ? { userId: user.id, role: await deps.loadRole(user) } : null;
      return findCurrentAnnouncements(ctx, viewer);
    },
  );

  r.post(
    apiPaths.announcements.dismiss,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags: ['announcements'],
        summary: 'Dismiss an announcement for me (visitors keep dismissals in their browser)',
        params: AnnouncementParamsSchema,
        response: { 200: DismissAnnouncementResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return dismissAnnouncement(ctx, request.params.id, user.id);
    },
  );
}

/** Content Management → Announcements (registered inside the admin scope). */
export function registerAdminAnnouncementRoutes(
  app: FastifyInstance,
  deps: Pick<AnnouncementRoutesDeps, 'ctx' | 'guards'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx, guards } = deps;
  const adminTags = ['admin'];
  const actorOf = async (request: FastifyRequest): Promise<AdminActor> => {
    const admin = await guards.requireUser(request);
    return { userId: admin.id, requestId: request.id, ipAddress: request.ip };
  };

  r.get(
    apiPaths.admin.announcements,
    {
      schema: {
        tags: adminTags,
        summary: 'Every announcement with its state (scheduled, active, ended)',
        response: { 200: AdminAnnouncementListResponseSchema },
      },
    },
    async () => {
      return findAdminAnnouncements(ctx);
    },
  );

  r.post(
    apiPaths.admin.announcements,
    {
      schema: {
        tags: adminTags,
        summary: 'Create Announcement (title, message, severity, audience, start and end time)',
        body: AnnouncementInputSchema,
        response: { 201: AdminAnnouncementSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAnnouncement(ctx, request.body, await actorOf(request))),
  );

  r.put(
    apiPaths.admin.announcement,
    {
      schema: {
        tags: adminTags,
        summary: 'Edit an announcement that has not ended',
        params: AnnouncementParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: AdminAnnouncementSchema },
      },
    },
    async (request) => updateAnnouncementById(ctx, request.params.id, request.body, await actorOf(request)),
  );

  r.post(
    apiPaths.admin.endAnnouncement,
    {
      schema: {
        tags: adminTags,
        summary: 'End an announcement early (its end becomes now)',
        params: AnnouncementParamsSchema,
        response: { 200: AdminAnnouncementSchema },
      },
    },
    async (request) => endAnnouncement(ctx, request.params.id, await actorOf(request)),
  );
}
