import type { AdminBlogPost } from '../../../../contracts/admin-content';
import { useAdminBlogPost } from '../../../api/content/get-admin-blog-post';
import { ArticleView } from '../../../components/blog/article-view';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';

/** The post as the public article page renders it (same component), for any status. */
export function toArticleViewPost(
  post: Pick<AdminBlogPost, 'publishedAt' | 'updatedAt'> &
    Omit<Parameters<typeof ArticleView>[0]['post'], 'publishedAt'>,
) {
  return { ...post, publishedAt: post.publishedAt ?? post.updatedAt };
}

export function BlogPostPreviewDialog({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  const post = useAdminBlogPost(postId);
  return (
    <Dialog
      open={postId !== null}
      onClose={onClose}
      size="lg"
      title="Preview"
      description={post.data ? `As readers will see it at /blog/${post.data.slug}` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {post.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading post..." showLabel />
        </div>
      ) : post.isError ? (
        <LoadError title="Unable to load this post" message={post.error.message} onRetry={() => void post.refetch()} />
      ) : (
        <ArticleView post={toArticleViewPost(post.data)} headingLevel="h2" />
      )}
    </Dialog>
  );
}
