/** GET /api/v1/admin/blog-posts: posts of every status, filtered (Content Management → Blog Posts). */
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AdminBlogListResponseSchema,
  type AdminBlogListQuery,
  type AdminBlogListResponse,
} from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';

export const ADMIN_BLOG_POSTS_QUERY_KEY = ['admin', 'blog-posts'] as const;

export function getAdminBlogPosts(query: AdminBlogListQuery, signal?: AbortSignal): Promise<AdminBlogListResponse> {
  return api.get(apiPaths.admin.blogPosts, {
    signal,
    query: { q: query.q || undefined, status: query.status, category: query.category },
    schema: AdminBlogListResponseSchema,
    fallbackMessage: 'Failed to load blog posts',
  });
}

export const adminBlogPostsQueryOptions = (query: AdminBlogListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_BLOG_POSTS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getAdminBlogPosts(query, signal),
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminBlogPosts(query: AdminBlogListQuery) {
  return useQuery(adminBlogPostsQueryOptions(query));
}

/** After any write: the admin lists and every cached public blog query (list, article) refetch. */
export function invalidateBlogPostQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_POSTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['blog'] }),
  ]);
}
