/** DELETE /api/v1/admin/blog-posts/:id (after the spec's confirmation). */
import { useMutation } from '@tanstack/react-query';
import { AdminBlogDeleteResponseSchema } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { adminBlogPath } from './admin-blog-path';
import { useInvalidateAfterBlogPostChange } from './invalidate-after-blog-post-change';

export function deleteAdminBlogPost(id: string) {
  return apiRequest(adminBlogPath(apiPaths.admin.blogPost, id), {
    method: 'DELETE',
    schema: AdminBlogDeleteResponseSchema,
    fallbackMessage: 'Failed to delete the post',
  });
}

export function useDeleteAdminBlogPost() {
  const invalidate = useInvalidateAfterBlogPostChange();
  return useMutation({ mutationFn: deleteAdminBlogPost, onSuccess: invalidate });
}
