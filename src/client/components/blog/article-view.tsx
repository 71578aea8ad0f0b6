/**
 * A blog article as readers see it: category, title, excerpt, author/date/reading time, views,
 * cover image, the sanitised body and the tags. The public article page and the admin's Preview
 * both render through this component, so a preview looks exactly like the published page.
 */
import type { ReactNode } from 'react';
import type { BlogPostDetail } from '../../../contracts/content';
import { Badge } from '../ui/badge';
import { IconEye } from '../ui/icons/objects';
import { Image } from '../ui/image';
import { ArticleContent } from './article-content';
import { PostMeta } from './post-meta';

export type ArticleViewPost = Pick<
  BlogPostDetail,
  | 'category'
  | 'title'
  | 'excerpt'
  | 'author'
  | 'publishedAt'
  | 'readTimeMinutes'
  | 'views'
  | 'image'
  | 'content'
  | 'tags'
>;

export function ArticleView({
  post,
  before,
  actions,
  headingLevel = 'h1',
}: {
  post: ArticleViewPost;
  /** Above the header (the public page's Back to Blog link). */
  before?: ReactNode;
  /** Under the meta line (the public page's like/save/share buttons). */
  actions?: ReactNode;
  /** 'h2' inside a dialog, whose title is the page's heading. */
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  return (
    <article className="flex min-w-0 flex-col gap-6">
      {before}
      <header className="flex flex-col gap-4">
        <Badge tone="gold" className="self-start">
          {post.category}
        </Badge>
        <Heading className="text-3xl font-semibold leading-tight text-fg sm:text-5xl">{post.title}</Heading>
        <p className="text-lg text-fg-muted">{post.excerpt}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <PostMeta post={post} />
          <span className="inline-flex items-center gap-1.5 text-sm text-fg-subtle">
            <IconEye size={16} />
            <span className="tabular-nums">
              {post.views} {post.views === 1 ? 'view' : 'views'}
            </span>
          </span>
        </div>
        {actions}
      </header>
      <Image
        src={post.image}
        alt=""
        width={1200}
        height={675}
        isPriority
        className="aspect-video w-full overflow-hidden rounded-2xl"
        imgClassName="h-full w-full object-cover"
      />
      <ArticleContent html={post.content} />
      {post.tags.length ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2 border-t border-border pt-6">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
