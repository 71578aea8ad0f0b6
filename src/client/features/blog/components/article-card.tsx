import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../../contracts/content';
import { Badge } from '../../../components/ui/badge';
import { Image } from '../../../components/ui/image';
import { paths } from '../../../lib/paths';
import { PostMeta } from '../../../components/blog/post-meta';

/** A card of the list; the title link covers the whole card (one tab stop, one link name). */
export function ArticleCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface/85 shadow-card transition-colors hover:border-gold/40">
      <Image
        src={post.image}
        alt=""
        width={1200}
        height={675}
        className="aspect-video w-full"
        imgClassName="h-full w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge tone="gold" className="self-start">
          {post.category}
        </Badge>
        <h3 className="text-lg font-semibold leading-snug text-fg">
          <Link
            to={paths.blogPost.getHref({ slug: post.slug })}
            className="focus-ring rounded after:absolute after:inset-0 after:content-[''] group-hover:text-gold-strong"
          >
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-fg-muted">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
