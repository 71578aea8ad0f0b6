/** PUT /api/v1/admin/blog-posts/:id: Update Post; 409 EDIT_CONFLICT when another admin saved it meanwhile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost, type UpdateAdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { adminBlogPostPath } from './get-admin-blog-post';
import { invalidateBlogPostQueries } from './get-admin-blog-posts';

export function updateAdminBlogPost({ id, input }: { id: string; input: UpdateAdminBlogPost }): Promise<AdminBlogPost> {
  return apiRequest(adminBlogPostPath(apiPaths.admin.blogPost, id), {
    method: 'PUT',
    body: input,
    schema: AdminBlogPostSchema,
    fallbackMessage: 'Failed to save the post',
  });
}

export function useUpdateAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdminBlogPost, onSuccess: () => invalidateBlogPostQueries(queryClient) });
}
