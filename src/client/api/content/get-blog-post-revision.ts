/** GET /api/v1/admin/blog-posts/:id/revisions/:revisionId: one revision with its body (History preview). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminBlogRevisionDetailSchema, type AdminBlogRevisionDetail } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { adminBlogPath } from './admin-blog-path';
import { contentKeys } from './keys';

export function getBlogPostRevision(
  id: string,
  revisionId: string,
  signal?: AbortSignal,
): Promise<AdminBlogRevisionDetail> {
  return api.get(adminBlogPath(apiPaths.admin.blogPostRevision, id, revisionId), {
    signal,
    schema: AdminBlogRevisionDetailSchema,
    fallbackMessage: 'Failed to load the revision',
  });
}

export const getBlogPostRevisionQueryOptions = (id: string, revisionId: string) =>
  queryOptions({
    queryKey: contentKeys.blogPostRevision(id, revisionId),
    queryFn: ({ signal }) => getBlogPostRevision(id, revisionId, signal),
    ...queryPolicy.content.blogPostRevision,
  });

export function useBlogPostRevision(id: string, revisionId: string | null) {
  return useQuery({ ...getBlogPostRevisionQueryOptions(id, revisionId ?? ''), enabled: Boolean(revisionId) });
}
