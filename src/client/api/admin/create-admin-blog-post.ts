/** POST /api/v1/admin/blog-posts: New Post (Save as Draft or Publish Post). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost, type AdminBlogPostInput } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { invalidateBlogPostQueries } from './get-admin-blog-posts';

export function createAdminBlogPost(input: AdminBlogPostInput): Promise<AdminBlogPost> {
  return apiRequest(apiPaths.admin.blogPosts, {
    method: 'POST',
    body: input,
    schema: AdminBlogPostSchema,
    fallbackMessage: 'Failed to save the post',
  });
}

export function useCreateAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdminBlogPost, onSuccess: () => invalidateBlogPostQueries(queryClient) });
}
