/** POST /api/v1/admin/blog-posts: New Post (Save as Draft or Publish Post). */
import { useMutation } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost, type AdminBlogPostInput } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { useInvalidateAfterBlogPostChange } from './invalidate-after-blog-post-change';

export function createAdminBlogPost(input: AdminBlogPostInput): Promise<AdminBlogPost> {
  return api.post(apiPaths.admin.blogPosts, input, {
    schema: AdminBlogPostSchema,
    fallbackMessage: 'Failed to save the post',
  });
}

export function useCreateAdminBlogPost() {
  const invalidate = useInvalidateAfterBlogPostChange();
  return useMutation({ mutationFn: createAdminBlogPost, onSuccess: invalidate });
}
