import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPaths } from '../../../contracts/api-paths';
import type { BlogPostDetail, BlogViewResponse } from '../../../contracts/content';
import { api } from '../../lib/api-client';
import { contentKeys } from './keys';

/** POST /api/v1/blog/posts/{slug}/view: the server counts each visitor once. */
export function recordBlogPostView(slug: string): Promise<BlogViewResponse> {
  return api.post(
    apiPaths.blog.forSlug(apiPaths.blog.postView, slug),
    {},
    { schema: () => import('../../../contracts/content').then((m) => m.BlogViewResponseSchema) },
  );
}

/**
 * Reports a view once per article shown (StrictMode's double effect included) and shows the
 * server's new count. A failure is not worth bothering the reader with: the view is not counted.
 */
export function useRecordBlogPostView(slug: string, userId: string | null, isLoaded: boolean): void {
  const queryClient = useQueryClient();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!isLoaded || reported.current === slug) return;
    reported.current = slug;
    recordBlogPostView(slug)
      .then(({ views }) =>
        queryClient.setQueryData<BlogPostDetail>(contentKeys.blogPost(slug, userId), (post) =>
          post ? { ...post, views } : post,
        ),
      )
      .catch(() => undefined);
  }, [slug, userId, isLoaded, queryClient]);
}
