/**
 * What any admin write to a post changes: the admin list, the post, its History, and every public
 * blog query (list, counts, article), since readers see the same rows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from './keys';

export function useInvalidateAfterBlogPostChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.blog() });
}
