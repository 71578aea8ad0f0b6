/** POST /api/v1/admin/blog-posts/:id/archive: a published post leaves the public blog. */
import { useMutation } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminBlogPath } from './admin-blog-path';
import { useInvalidateAfterBlogPostChange } from './invalidate-after-blog-post-change';

export function archiveAdminBlogPost(id: string): Promise<AdminBlogPost> {
  return api.post(
    adminBlogPath(apiPaths.admin.archiveBlogPost, id),
    {},
    { schema: AdminBlogPostSchema, fallbackMessage: 'Failed to archive the post' },
  );
}

export function useArchiveAdminBlogPost() {
  const invalidate = useInvalidateAfterBlogPostChange();
  return useMutation({ mutationFn: archiveAdminBlogPost, onSuccess: invalidate });
}
