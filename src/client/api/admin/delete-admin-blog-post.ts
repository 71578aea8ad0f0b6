/** DELETE /api/v1/admin/blog-posts/:id (after the spec's confirmation). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBlogDeleteResponseSchema } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { adminBlogPostPath } from './get-admin-blog-post';
import { invalidateBlogPostQueries } from './get-admin-blog-posts';

export function deleteAdminBlogPost(id: string) {
  return apiRequest(adminBlogPostPath(apiPaths.admin.blogPost, id), {
    method: 'DELETE',
    schema: AdminBlogDeleteResponseSchema,
    fallbackMessage: 'Failed to delete the post',
  });
}

export function useDeleteAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminBlogPost, onSuccess: () => invalidateBlogPostQueries(queryClient) });
}
