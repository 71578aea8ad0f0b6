import type { BlogPostSummary } from '../../../contracts/content';
import { IconCalendar, IconClock, IconUser } from '../ui/icons/content';
import { cn } from '../../lib/cn';
import { formatPostDate, formatReadTime } from './format-post-date';

/** Author, publication date and reading time of a post. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, 'author' | 'publishedAt' | 'readTimeMinutes'>;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-subtle', className)}>
      <li className="inline-flex items-center gap-1.5">
        <IconUser size={16} />
        <span>{post.author}</span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <IconCalendar size={16} />
        <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <IconClock size={16} />
        <span>{formatReadTime(post.readTimeMinutes)}</span>
      </li>
    </ul>
  );
}
