/**
 * POST /api/v1/admin/blog-posts/:id/revisions/:revisionId/restore: the post takes back that
 * revision's title, excerpt and body (a new revision); 409 EDIT_CONFLICT like a stale save.
 */
import { useMutation } from '@tanstack/react-query';
import { AdminBlogPostSchema, type AdminBlogPost } from '../../../contracts/admin-content';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminBlogPath } from './admin-blog-path';
import { useInvalidateAfterBlogPostChange } from './invalidate-after-blog-post-change';

export function restoreBlogPostRevision(params: {
  id: string;
  revisionId: string;
  expectedUpdatedAt: string;
}): Promise<AdminBlogPost> {
  return api.post(
    adminBlogPath(apiPaths.admin.restoreBlogPostRevision, params.id, params.revisionId),
    { expectedUpdatedAt: params.expectedUpdatedAt },
    { schema: AdminBlogPostSchema, fallbackMessage: 'Failed to restore the revision' },
  );
}

export function useRestoreBlogPostRevision() {
  const invalidate = useInvalidateAfterBlogPostChange();
  return useMutation({ mutationFn: restoreBlogPostRevision, onSuccess: invalidate });
}
