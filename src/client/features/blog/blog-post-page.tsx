import { useParams } from 'react-router';
import { ArticleView } from '../../components/blog/article-view';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { IconArrowLeft } from '../../components/ui/icons/content';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { NewsletterBox } from '../../shared/newsletter/newsletter-box';
import { useSession } from '../../shared/session';
import { useBlogPost } from '../../api/content/get-blog-post';
import { useRecordBlogPostView } from '../../api/content/record-blog-post-view';
import { ArticleActions } from './components/article-actions';
import { ArticleClosingCta } from './components/article-closing-cta';
import { ArticleSidebar } from './components/article-sidebar';

export const ARTICLE_NOT_FOUND_TITLE = 'Article Not Found';
export const ARTICLE_NOT_FOUND_TEXT = "The article you're looking for doesn't exist.";

function BackToBlog() {
  return (
    <ButtonLink to={paths.blog.getHref()} variant="ghost" className="self-start">
      <IconArrowLeft size={18} />
      Back to Blog
    </ButtonLink>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const session = useSession();
  const post = useBlogPost(slug, session.user?.id ?? null, !session.isLoading);
  const isNotFound = isApiError(post.error) && (post.error.status === 404 || post.error.status === 400);
  useRecordBlogPostView(slug, session.user?.id ?? null, post.isSuccess);
  useDocumentMeta(
    post.data ? `${post.data.title} — VINO Blog` : isNotFound ? `${ARTICLE_NOT_FOUND_TITLE} — VINO Blog` : 'VINO Blog',
    post.data?.excerpt ?? 'Articles on fine wine investing, tokenization and the wine market from the VINO team.',
  );

  if (post.isPending)
    return (
      <div className="mx-auto flex max-w-7xl items-center justify-center px-4 py-32">
        <Spinner label="Loading article..." showLabel />
      </div>
    );

  if (isNotFound)
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center sm:px-6">
        <h1 className="text-4xl font-semibold text-fg">{ARTICLE_NOT_FOUND_TITLE}</h1>
        <p className="text-lg text-fg-muted">{ARTICLE_NOT_FOUND_TEXT}</p>
        <ButtonLink to={paths.blog.getHref()} variant="gold" size="lg">
          <IconArrowLeft size={18} />
          Back to Blog
        </ButtonLink>
      </div>
    );

  if (post.isError)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16 sm:px-6">
        <BackToBlog />
        <Alert
          tone="error"
          title="Unable to load this article"
          action={
            <Button variant="secondary" size="sm" onClick={() => void post.refetch()}>
              Retry
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      </div>
    );

  const article = post.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <ArticleView post={article} before={<BackToBlog />} actions={<ArticleActions post={article} />} />
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
          <ArticleSidebar />
          <NewsletterBox
            title="Stay Updated"
            description="New articles, market analysis and reserve updates in your inbox, once a month."
            source="blog-post"
          />
        </aside>
      </div>
      <ArticleClosingCta />
    </div>
  );
}
