/**
 * PUT /api/v1/admin/blog-posts/:id: Update Post. 409 EDIT_CONFLICT when another admin saved it
 * meanwhile (`fields.savedBy`, `fields.savedAt`); sending `savedAt` as the version overwrites.
 */
import { useMutation } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost, type UpdateAdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { adminBlogPath } from './admin-blog-path';
import { useInvalidateAfterBlogPostChange } from './invalidate-after-blog-post-change';

export function updateAdminBlogPost({ id, input }: { id: string; input: UpdateAdminBlogPost }): Promise<AdminBlogPost> {
  return apiRequest(adminBlogPath(apiPaths.admin.blogPost, id), {
    method: 'PUT',
    body: input,
    schema: AdminBlogPostSchema,
    fallbackMessage: 'Failed to save the post',
  });
}

export function useUpdateAdminBlogPost() {
  const invalidate = useInvalidateAfterBlogPostChange();
  return useMutation({ mutationFn: updateAdminBlogPost, onSuccess: invalidate });
}
