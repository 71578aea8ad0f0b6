/** GET /api/v1/admin/blog-posts/:id: one post with its body and editable source (edit and Preview). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { adminBlogPath } from './admin-blog-path';
import { contentKeys } from './keys';

export function getAdminBlogPost(id: string, signal?: AbortSignal): Promise<AdminBlogPost> {
  return api.get(adminBlogPath(apiPaths.admin.blogPost, id), {
    signal,
    schema: AdminBlogPostSchema,
    fallbackMessage: 'Failed to load the post',
  });
}

export const getAdminBlogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.adminBlogPost(id),
    queryFn: ({ signal }) => getAdminBlogPost(id, signal),
    ...queryPolicy.content.adminBlogPost,
  });

export function useAdminBlogPost(id: string | null) {
  return useQuery({ ...getAdminBlogPostQueryOptions(id ?? ''), enabled: Boolean(id) });
}
