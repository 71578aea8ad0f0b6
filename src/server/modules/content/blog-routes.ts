import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  BlogBookmarkListSchema,
  BlogBookmarkResponseSchema,
  BlogLikeResponseSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostDetailSchema,
  BlogSlugParamsSchema,
  BlogViewResponseSchema,
} from '../../../contracts/content';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { findBlogPosts } from './find-blog-posts';
import { findMyBlogBookmarks } from './find-my-blog-bookmarks';
import { getBlogPost } from './get-blog-post';
import { recordBlogPostView } from './record-blog-post-view';
import { setBlogPostBookmark } from './set-blog-post-bookmark';
import { setBlogPostLike } from './set-blog-post-like';
import { resolveVisitorKey } from './visitor-key';

export const SIGN_IN_TO_REACT_MESSAGE = 'Please sign in to like or save articles.';

export interface BlogRouteDeps {
  db: Database;
  guards: Guards;
  /** Keys the visitor-id hash (the app's auth secret). */
  visitorSecret: string;
  isHttps: boolean;
}

export function registerBlogRoutes(app: FastifyInstance, deps: BlogRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guards } = deps;
  const tags = ['blog'];

  r.get(
    apiPaths.blog.posts,
    {
      schema: {
        tags,
        summary: 'Published posts: featured, a page of cards and category counts',
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema },
      },
    },
    async (request) => findBlogPosts(db, request.query),
  );

  r.get(
    apiPaths.blog.post,
    {
      schema: {
        tags,
        summary: 'One published post (404 for unknown slugs)',
        params: BlogSlugParamsSchema,
        response: { 200: BlogPostDetailSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.getUser(request);
      // The answer depends on the reader (isLiked, isBookmarked): never share it from a cache.
      reply.header('cache-control', 'private, no-cache');
      return getBlogPost(db, request.params.slug, user?.id ?? null);
    },
  );

  r.post(
    apiPaths.blog.postView,
    {
      schema: {
        tags,
        summary: 'Count a view, once per visitor',
        params: BlogSlugParamsSchema,
        response: { 200: BlogViewResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.getUser(request);
      const visitorKey = resolveVisitorKey(request, reply, {
        userId: user?.id ?? null,
        secret: deps.visitorSecret,
        isHttps: deps.isHttps,
      });
      return recordBlogPostView(db, request.params.slug, visitorKey);
    },
  );

  for (const [method, isLiked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: apiPaths.blog.postLike,
      onRequest: guards.onlyUsers(SIGN_IN_TO_REACT_MESSAGE),
      schema: {
        tags,
        summary: isLiked ? 'Like a post' : 'Remove your like',
        params: BlogSlugParamsSchema,
        response: { 200: BlogLikeResponseSchema },
      },
      handler: async (request) => {
        const user = await guards.requireUser(request);
        return setBlogPostLike(db, { slug: request.params.slug, userId: user.id, isLiked });
      },
    });
    r.route({
      method,
      url: apiPaths.blog.postBookmark,
      onRequest: guards.onlyUsers(SIGN_IN_TO_REACT_MESSAGE),
      schema: {
        tags,
        summary: isLiked ? 'Save a post' : 'Remove a saved post',
        params: BlogSlugParamsSchema,
        response: { 200: BlogBookmarkResponseSchema },
      },
      handler: async (request) => {
        const user = await guards.requireUser(request);
        return setBlogPostBookmark(db, { slug: request.params.slug, userId: user.id, isBookmarked: isLiked });
      },
    });
  }

  r.get(
    apiPaths.myBlogBookmarks,
    {
      onRequest: guards.onlyUsers(),
      schema: { tags, summary: 'Your saved articles', response: { 200: BlogBookmarkListSchema } },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return findMyBlogBookmarks(db, user.id);
    },
  );
}
