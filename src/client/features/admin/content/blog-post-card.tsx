import type { AdminBlogPostSummary } from '../../../../contracts/admin-content';
import { formatPostDate } from '../../../components/blog/format-post-date';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export const STATUS_LABEL = { published: 'Published', draft: 'Draft', archived: 'Archived' } as const;
export const STATUS_TONE: Record<AdminBlogPostSummary['status'], BadgeTone> = {
  published: 'success',
  draft: 'warning',
  archived: 'neutral',
};

export type PostAction = 'edit' | 'preview' | 'publish' | 'archive' | 'delete';

/** One post in the admin list: status, meta and the spec's actions (Publish for drafts, Archive for published). */
export function BlogPostCard({
  post,
  busyAction,
  onAction,
}: {
  post: AdminBlogPostSummary;
  busyAction: PostAction | null;
  onAction: (action: PostAction, post: AdminBlogPostSummary) => void;
}) {
  const titleId = `post-${post.id}-title`;
  const dateLabel =
    post.status === 'draft' || !post.publishedAt
      ? `Updated ${formatPostDate(post.updatedAt)}`
      : `Published ${formatPostDate(post.publishedAt)}`;
  const scheduled =
    post.status === 'draft' && post.publishAt
      ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(post.publishAt))
      : null;
  const button = (action: PostAction, label: string, variant: 'secondary' | 'ghost' | 'gold' | 'danger' = 'ghost') => (
    <Button
      size="sm"
      variant={variant}
      aria-describedby={titleId}
      isLoading={busyAction === action}
      disabled={busyAction !== null && busyAction !== action}
      onClick={() => onAction(action, post)}
    >
      {label}
    </Button>
  );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone={STATUS_TONE[post.status]}>{STATUS_LABEL[post.status]}</Badge>
        <Badge tone="gold">{post.category}</Badge>
        {post.isFeatured ? <Badge tone="info">Featured</Badge> : null}
        {scheduled ? <Badge tone="info">Scheduled for {scheduled}</Badge> : null}
      </div>
      <h3 id={titleId} className="break-words text-lg font-semibold text-fg">
        {post.title}
      </h3>
      <p className="line-clamp-2 text-sm text-fg-muted">{post.excerpt}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-subtle">
        <span>{post.author}</span>
        <span>{dateLabel}</span>
        <span className="tabular-nums">
          {post.views} {post.views === 1 ? 'view' : 'views'}
        </span>
        <span className="break-all">/blog/{post.slug}</span>
      </p>
      {post.tags.length ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        {button('edit', 'Edit', 'secondary')}
        {button('preview', 'Preview')}
        {post.status === 'draft' ? button('publish', 'Publish', 'gold') : null}
        {post.status === 'published' ? button('archive', 'Archive') : null}
        {button('delete', 'Delete', 'danger')}
      </div>
    </li>
  );
}
