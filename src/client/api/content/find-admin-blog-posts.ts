/** GET /api/v1/admin/blog-posts: posts of every status, filtered (Content Management → Blog Posts). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminBlogListResponseSchema,
  type AdminBlogListQuery,
  type AdminBlogListResponse,
} from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { contentKeys } from './keys';

export function findAdminBlogPosts(query: AdminBlogListQuery, signal?: AbortSignal): Promise<AdminBlogListResponse> {
  return api.get(apiPaths.admin.blogPosts, {
    signal,
    query: { q: query.q || undefined, status: query.status, category: query.category },
    schema: AdminBlogListResponseSchema,
    fallbackMessage: 'Failed to load blog posts',
  });
}

export const findAdminBlogPostsQueryOptions = (query: AdminBlogListQuery) =>
  queryOptions({
    queryKey: contentKeys.adminBlogPostList(query),
    queryFn: ({ signal }) => findAdminBlogPosts(query, signal),
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
    ...queryPolicy.content.adminBlogPosts,
  });

export function useAdminBlogPosts(query: AdminBlogListQuery) {
  return useQuery(findAdminBlogPostsQueryOptions(query));
}
