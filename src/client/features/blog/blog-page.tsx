import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { NewsletterBox } from '../../shared/newsletter/newsletter-box';
import { useBlogPosts } from '../../api/content/find-blog-posts';
import { ArticleCard } from './components/article-card';
import { BlogResources } from './components/blog-resources';
import { CategoryList } from './components/category-list';
import { FeaturedArticle } from './components/featured-article';

export default function BlogPage() {
  useDocumentMeta(
    'Blog — VINO wine investment insights',
    'Articles on fine wine investing, real-world-asset tokenization, the wine market and regulation, from the VINO research team.',
  );
  const [category, setCategory] = useState<string | null>(null);
  const posts = useBlogPosts(category);
  const firstPage = posts.data?.pages[0];
  const cards = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Blog</p>
        <h1 className="text-4xl font-semibold text-fg sm:text-5xl">Insights on wine and real-world assets</h1>
        <p className="text-lg text-fg-muted">
          Research, market analysis and guides from the VINO team: how fine wine performs, how tokenization works and
          what the rules mean for investors.
        </p>
      </header>

      {posts.isPending ? (
        <div className="flex flex-col gap-6">
          <p role="status" className="sr-only">
            Loading articles...
          </p>
          <Skeleton className="h-80 w-full rounded-3xl" />
          <div className="grid gap-6 sm:grid-cols-2">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        </div>
      ) : posts.isError ? (
        <Alert
          tone="error"
          title="Unable to load articles"
          action={
            <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
              Retry
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      ) : (
        <>
          {firstPage?.featured ? <FeaturedArticle post={firstPage.featured} /> : null}
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <section
              aria-labelledby="latest-articles-title"
              aria-busy={posts.isPlaceholderData}
              className="flex flex-col gap-6"
            >
              <h2 id="latest-articles-title" className="text-2xl font-semibold text-fg">
                {category ? `${category} articles` : 'Latest articles'}
              </h2>
              {cards.length ? (
                <ul className="grid gap-6 sm:grid-cols-2">
                  {cards.map((post) => (
                    <li key={post.id} className="flex">
                      <ArticleCard post={post} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-2xl border border-dashed border-border px-6 py-12 text-center text-fg-muted">
                  {firstPage?.featured
                    ? 'No other articles in this category yet.'
                    : 'No articles in this category yet.'}
                </p>
              )}
              <div className="flex flex-col items-center gap-2">
                {posts.hasNextPage ? (
                  <Button
                    variant="secondary"
                    size="lg"
                    isLoading={posts.isFetchingNextPage}
                    onClick={() => void posts.fetchNextPage()}
                  >
                    Load More
                  </Button>
                ) : cards.length ? (
                  <p className="text-sm text-fg-subtle">You have reached the end of the list.</p>
                ) : null}
                {posts.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-danger">
                    Could not load more articles. Please try again.
                  </p>
                ) : null}
              </div>
            </section>

            <aside className="flex flex-col gap-6">
              {firstPage ? (
                <CategoryList categories={firstPage.categories} selected={category} onSelect={setCategory} />
              ) : null}
              <NewsletterBox
                title="Newsletter"
                description="Get new articles and market insights in your inbox, once a month."
                source="blog"
              />
              <BlogResources />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
