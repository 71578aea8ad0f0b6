import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBlogPostParamsSchema,
  AdminBlogPostSchema,
  AdminBlogRevisionDetailSchema,
  AdminBlogRevisionListSchema,
  AdminBlogRevisionParamsSchema,
  RestoreAdminBlogRevisionSchema,
} from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { findBlogPostRevisions } from './find-blog-post-revisions';
import { getBlogPostRevision } from './get-blog-post-revision';
import { restoreBlogPostRevision } from './restore-blog-post-revision';

/** A post's revision history (the editor's History): list, read one, restore one (admin only; restore audited). */
export function registerAdminBlogRevisionRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; clock: Clock },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guards, clock } = deps;
  const tags = ['admin'];

  r.get(
    apiPaths.admin.blogPostRevisions,
    {
      schema: {
        tags,
        summary: "A post's revisions, newest first",
        params: AdminBlogPostParamsSchema,
        response: { 200: AdminBlogRevisionListSchema },
      },
    },
    async (request) => {
      return findBlogPostRevisions(db, request.params.id);
    },
  );

  r.get(
    apiPaths.admin.blogPostRevision,
    {
      schema: {
        tags,
        summary: 'One revision with its body',
        params: AdminBlogRevisionParamsSchema,
        response: { 200: AdminBlogRevisionDetailSchema },
      },
    },
    async (request) => {
      return getBlogPostRevision(db, request.params.id, request.params.revisionId);
    },
  );

  r.post(
    apiPaths.admin.restoreBlogPostRevision,
    {
      schema: {
        tags,
        summary: "Restore a revision's title, excerpt and body (a new revision; 409 when someone saved since)",
        params: AdminBlogRevisionParamsSchema,
        body: RestoreAdminBlogRevisionSchema,
        response: { 200: AdminBlogPostSchema },
      },
    },
    async (request) => {
      const admin = await guards.requireUser(request);
      return restoreBlogPostRevision(
        db,
        { ...request.params, expectedUpdatedAt: request.body.expectedUpdatedAt },
        { userId: admin.id, name: admin.name, requestId: request.id, ipAddress: request.ip },
        clock.now(),
      );
    },
  );
}
