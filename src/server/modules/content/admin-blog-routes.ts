import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBlogDeleteResponseSchema,
  AdminBlogListQuerySchema,
  AdminBlogListResponseSchema,
  AdminBlogPostInputSchema,
  AdminBlogPostParamsSchema,
  AdminBlogPostSchema,
  UpdateAdminBlogPostSchema,
} from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import {
  createAdminBlogPost,
  deleteAdminBlogPost,
  getAdminBlogPost,
  findAdminBlogPosts,
  transitionAdminBlogPost,
  updateAdminBlogPost,
  type AdminActor,
} from './admin-blog-posts';
import { registerAdminBlogRevisionRoutes } from './admin-blog-revision-routes';

/** Content Management → Blog Posts (admin only; every write audited), with each post's revision history. */
export function registerAdminBlogRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; clock: Clock },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guards, clock } = deps;
  const tags = ['admin'];
  const actorOf = async (request: FastifyRequest): Promise<AdminActor> => {
    const admin = await guards.requireUser(request);
    return { userId: admin.id, name: admin.name, requestId: request.id, ipAddress: request.ip };
  };

  r.get(
    apiPaths.admin.blogPosts,
    {
      schema: {
        tags,
        summary: 'Blog posts of every status, filtered by search, status and category',
        querystring: AdminBlogListQuerySchema,
        response: { 200: AdminBlogListResponseSchema },
      },
    },
    async (request) => {
      return findAdminBlogPosts(db, request.query);
    },
  );

  r.post(
    apiPaths.admin.blogPosts,
    {
      schema: {
        tags,
        summary: 'Create a post (409 when the slug is taken)',
        body: AdminBlogPostInputSchema,
        response: { 201: AdminBlogPostSchema },
      },
    },
    async (request, reply) => {
      const post = await createAdminBlogPost(db, request.body, await actorOf(request), clock.now());
      return reply.code(201).send(post);
    },
  );

  r.get(
    apiPaths.admin.blogPost,
    {
      schema: {
        tags,
        summary: 'One post with its body',
        params: AdminBlogPostParamsSchema,
        response: { 200: AdminBlogPostSchema },
      },
    },
    async (request) => {
      return getAdminBlogPost(db, request.params.id);
    },
  );

  r.put(
    apiPaths.admin.blogPost,
    {
      schema: {
        tags,
        summary: 'Update a post (409 when the slug is taken or someone saved it since expectedUpdatedAt)',
        params: AdminBlogPostParamsSchema,
        body: UpdateAdminBlogPostSchema,
        response: { 200: AdminBlogPostSchema },
      },
    },
    async (request) => updateAdminBlogPost(db, request.params.id, request.body, await actorOf(request), clock.now()),
  );

  r.delete(
    apiPaths.admin.blogPost,
    {
      schema: {
        tags,
        summary: 'Delete a post',
        params: AdminBlogPostParamsSchema,
        response: { 200: AdminBlogDeleteResponseSchema },
      },
    },
    async (request) => deleteAdminBlogPost(db, request.params.id, await actorOf(request)),
  );

  for (const [url, to] of [
    [apiPaths.admin.publishBlogPost, 'published'],
    [apiPaths.admin.archiveBlogPost, 'archived'],
  ] as const) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: to === 'published' ? 'Publish a draft (sets publishedAt and updatedAt)' : 'Archive a published post',
          params: AdminBlogPostParamsSchema,
          response: { 200: AdminBlogPostSchema },
        },
      },
      async (request) => transitionAdminBlogPost(db, request.params.id, to, await actorOf(request), clock.now()),
    );
  }

  registerAdminBlogRevisionRoutes(app, deps);
}
