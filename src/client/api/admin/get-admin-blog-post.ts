/** GET /api/v1/admin/blog-posts/:id: one post with its body (edit and Preview). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { ADMIN_BLOG_POSTS_QUERY_KEY } from './get-admin-blog-posts';

export const adminBlogPostPath = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

export const adminBlogPostQueryKey = (id: string) => [...ADMIN_BLOG_POSTS_QUERY_KEY, 'detail', id] as const;

export function getAdminBlogPost(id: string, signal?: AbortSignal): Promise<AdminBlogPost> {
  return api.get(adminBlogPostPath(apiPaths.admin.blogPost, id), {
    signal,
    schema: AdminBlogPostSchema,
    fallbackMessage: 'Failed to load the post',
  });
}

export const adminBlogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminBlogPostQueryKey(id),
    queryFn: ({ signal }) => getAdminBlogPost(id, signal),
    // The editor needs the current version (updatedAt) every time it opens.
    staleTime: 0,
  });

export function useAdminBlogPost(id: string | null) {
  return useQuery({ ...adminBlogPostQueryOptions(id ?? ''), enabled: Boolean(id) });
}
