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

/** The app's current announcements, dismissals, and Content Management → Announcements (admin). */
export function registerAnnouncementRoutes(app: FastifyInstance, deps: AnnouncementRoutesDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx, guards } = deps;
  const adminTags = ['admin'];
  const onRequest = guards.onlyRole('admin');
  const actorOf = async (request: FastifyRequest): Promise<AdminActor> => {
    const admin = await guards.requireRole(request, 'admin');
    return { userId: admin.id, requestId: request.id, ipAddress: request.ip };
  };

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

  r.get(
    apiPaths.admin.announcements,
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Every announcement with its state (scheduled, active, ended)',
        response: { 200: AdminAnnouncementListResponseSchema },
      },
    },
    async (request, reply) => {
      await guards.requireRole(request, 'admin');
      reply.header('cache-control', 'no-store');
      return findAdminAnnouncements(ctx);
    },
  );

  r.post(
    apiPaths.admin.announcements,
    {
      onRequest,
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
      onRequest,
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
      onRequest,
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
