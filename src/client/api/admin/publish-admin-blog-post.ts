/** POST /api/v1/admin/blog-posts/:id/publish: a draft goes live (publishedAt and updatedAt set to now). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminBlogPostPath } from './get-admin-blog-post';
import { invalidateBlogPostQueries } from './get-admin-blog-posts';

export function publishAdminBlogPost(id: string): Promise<AdminBlogPost> {
  return api.post(
    adminBlogPostPath(apiPaths.admin.publishBlogPost, id),
    {},
    {
      schema: AdminBlogPostSchema,
      fallbackMessage: 'Failed to publish the post',
    },
  );
}

export function usePublishAdminBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishAdminBlogPost, onSuccess: () => invalidateBlogPostQueries(queryClient) });
}
