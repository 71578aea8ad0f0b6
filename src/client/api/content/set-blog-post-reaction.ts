/**
 * PUT/DELETE /api/v1/blog/posts/{slug}/like and .../bookmark for the signed-in reader. The article
 * in the cache is updated with the server's answer (the like count is the server's), and the
 * lists are refreshed so their counts follow.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { BlogBookmarkResponse, BlogLikeResponse, BlogPostDetail } from '../../../contracts/content';
import { apiRequest } from '../../lib/api-client';
import { contentKeys } from './keys';

export function setBlogPostLike(slug: string, isLiked: boolean): Promise<BlogLikeResponse> {
  return apiRequest(apiPaths.blog.forSlug(apiPaths.blog.postLike, slug), {
    method: isLiked ? 'PUT' : 'DELETE',
    schema: () => import('../../../contracts/content').then((m) => m.BlogLikeResponseSchema),
  });
}

export function setBlogPostBookmark(slug: string, isBookmarked: boolean): Promise<BlogBookmarkResponse> {
  return apiRequest(apiPaths.blog.forSlug(apiPaths.blog.postBookmark, slug), {
    method: isBookmarked ? 'PUT' : 'DELETE',
    schema: () => import('../../../contracts/content').then((m) => m.BlogBookmarkResponseSchema),
  });
}

export function useSetBlogPostLike(slug: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => setBlogPostLike(slug, isLiked),
    onSuccess: (result) => {
      queryClient.setQueryData<BlogPostDetail>(contentKeys.blogPost(slug, userId), (post) =>
        post ? { ...post, isLiked: result.isLiked, likes: result.likes } : post,
      );
      void queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts() });
    },
  });
}

export function useSetBlogPostBookmark(slug: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBookmarked: boolean) => setBlogPostBookmark(slug, isBookmarked),
    onSuccess: (result) => {
      queryClient.setQueryData<BlogPostDetail>(contentKeys.blogPost(slug, userId), (post) =>
        post ? { ...post, isBookmarked: result.isBookmarked } : post,
      );
    },
  });
}
