/** POST /api/v1/admin/blog-posts/:id/publish: a draft goes live (publishedAt and updatedAt set to now). */
import { useMutation } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminBlogPath } from './admin-blog-path';
import { useInvalidateAfterBlogPostChange } from './invalidate-after-blog-post-change';

export function publishAdminBlogPost(id: string): Promise<AdminBlogPost> {
  return api.post(
    adminBlogPath(apiPaths.admin.publishBlogPost, id),
    {},
    { schema: AdminBlogPostSchema, fallbackMessage: 'Failed to publish the post' },
  );
}

export function usePublishAdminBlogPost() {
  const invalidate = useInvalidateAfterBlogPostChange();
  return useMutation({ mutationFn: publishAdminBlogPost, onSuccess: invalidate });
}
