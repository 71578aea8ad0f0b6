/** GET /api/v1/blog/posts?category=&page=: the blog's cards page by page (Load More fetches the next six). */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { BlogListResponse } from '../../../contracts/content';
import { BLOG_PAGE_SIZE } from '../../../domain/content';
import { api } from '../../lib/api-client';
import { contentKeys } from './keys';

export function getBlogPosts(
  query: { category: string | null; page: number },
  signal?: AbortSignal,
): Promise<BlogListResponse> {
  return api.get(apiPaths.blog.posts, {
    signal,
    schema: () => import('../../../contracts/content').then((m) => m.BlogListResponseSchema),
    query: { category: query.category ?? undefined, page: query.page, pageSize: BLOG_PAGE_SIZE },
  });
}

export function getBlogPostsQueryOptions(category: string | null) {
  return infiniteQueryOptions({
    queryKey: contentKeys.blogPostList(category),
    queryFn: ({ pageParam, signal }) => getBlogPosts({ category, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** Switching category keeps the previous cards on screen until the new ones arrive. */
export function useBlogPosts(category: string | null) {
  return useInfiniteQuery({ ...getBlogPostsQueryOptions(category), placeholderData: keepPreviousData });
}
