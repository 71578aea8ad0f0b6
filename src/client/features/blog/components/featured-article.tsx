import type { BlogPostSummary } from '../../../../contracts/content';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { IconArrowRight } from '../../../components/ui/icons/content';
import { Image } from '../../../components/ui/image';
import { paths } from '../../../lib/paths';
import { PostMeta } from '../../../components/blog/post-meta';

export function FeaturedArticle({ post }: { post: BlogPostSummary }) {
  return (
    <section
      aria-labelledby="featured-article-title"
      className="grid overflow-hidden rounded-3xl border border-gold/40 bg-surface/90 shadow-card ring-1 ring-gold/10 lg:grid-cols-2"
    >
      <Image
        src={post.image}
        alt=""
        width={1200}
        height={675}
        isPriority
        className="aspect-video w-full lg:aspect-auto lg:h-full"
        imgClassName="h-full w-full object-cover"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">Featured</Badge>
          <Badge tone="gold">{post.category}</Badge>
        </div>
        <h2 id="featured-article-title" className="text-2xl font-semibold leading-tight text-fg sm:text-3xl">
          {post.title}
        </h2>
        <p className="text-fg-muted">{post.excerpt}</p>
        <PostMeta post={post} />
        <ButtonLink
          to={paths.blogPost.getHref({ slug: post.slug })}
          variant="gold"
          className="mt-2 self-start"
          aria-label={`Read Article: ${post.title}`}
        >
          Read Article
          <IconArrowRight size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}
