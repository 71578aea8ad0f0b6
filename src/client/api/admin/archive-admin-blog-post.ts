/** POST /api/v1/admin/blog-posts/:id/archive: a published post leaves the public blog. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminBlogPostPath } from './get-admin-blog-post';
import { invalidateBlogPostQueries } from './get-admin-blog-posts';

export function archiveAdminBlogPost(id: string): Promise<AdminBlogPost> {
  return api.post(
    adminBlogPostPath(apiPaths.admin.archiveBlogPost, id),
    {},
    {
      schema: AdminBlogPostSchema,
      fallbackMessage: 'Failed to archive the post',
    },
  );
}

export function useArchiveAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveAdminBlogPost, onSuccess: () => invalidateBlogPostQueries(queryClient) });
}
