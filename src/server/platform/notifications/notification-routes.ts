import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  MarkNotificationsReadRequestSchema,
  MarkNotificationsReadResponseSchema,
  NotificationListSchema,
} from '../../../contracts/notifications';
import type { Database } from '../../db/client';
import type { Guards } from '../auth/guards';
import { findNotifications, markNotificationsRead } from './notifications';

const LIST_SIZE = 100;

export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.myNotifications,
    {
      schema: {
        tags: ['account'],
        summary: 'My notifications, newest first',
        response: { 200: NotificationListSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      const { items, unread } = await findNotifications(deps.db, user.id, LIST_SIZE);
      return {
        unread,
        items: items.map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          message: n.message,
          link: n.link,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        })),
      };
    },
  );

  r.post(
    apiPaths.myNotificationsRead,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['account'],
        summary: 'Mark notifications read',
        body: MarkNotificationsReadRequestSchema,
        response: { 200: MarkNotificationsReadResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await markNotificationsRead(deps.db, user.id, request.body.ids);
      return { ok: true as const };
    },
  );
}
