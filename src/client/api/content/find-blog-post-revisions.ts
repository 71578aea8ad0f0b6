/** GET /api/v1/admin/blog-posts/:id/revisions: the editor's History, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminBlogRevisionListSchema, type AdminBlogRevisionList } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { adminBlogPath } from './admin-blog-path';
import { contentKeys } from './keys';

export function findBlogPostRevisions(id: string, signal?: AbortSignal): Promise<AdminBlogRevisionList> {
  return api.get(adminBlogPath(apiPaths.admin.blogPostRevisions, id), {
    signal,
    schema: AdminBlogRevisionListSchema,
    fallbackMessage: 'Failed to load the history',
  });
}

export const findBlogPostRevisionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.blogPostRevisions(id),
    queryFn: ({ signal }) => findBlogPostRevisions(id, signal),
    ...queryPolicy.content.blogPostRevisions,
  });

export function useBlogPostRevisions(id: string) {
  return useQuery(findBlogPostRevisionsQueryOptions(id));
}
