import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { BlogPostDetail } from '../../../contracts/content';
import { api } from '../../lib/api-client';
import { contentKeys } from './keys';

/** GET /api/v1/blog/posts/{slug}: the article (sanitised HTML) and the reader's like/save state. */
export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPostDetail> {
  return api.get(apiPaths.blog.forSlug(apiPaths.blog.post, slug), {
    signal,
    schema: () => import('../../../contracts/content').then((m) => m.BlogPostDetailSchema),
  });
}

/** Keyed by reader too: signing in or out must not show the previous reader's like and save state. */
export function getBlogPostQueryOptions(slug: string, userId: string | null) {
  return queryOptions({
    queryKey: contentKeys.blogPost(slug, userId),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
  });
}

/** `isEnabled` waits for the session check, so the article is fetched once, for the right reader. */
export function useBlogPost(slug: string, userId: string | null, isEnabled: boolean) {
  return useQuery({ ...getBlogPostQueryOptions(slug, userId), enabled: isEnabled });
}
