/**
 * Content Management → Blog Posts (operator spec section 2): search, status filter (all,
 * published, draft, archived), category filter (the spec's four), New Post, and post cards with
 * Edit, Preview, Publish (drafts), Archive (published) and Delete (spec confirmation, in the app's
 * dialog). Every action calls the server; the public blog reads the same rows.
 */
import { useState } from 'react';
import {
  ADMIN_BLOG_CATEGORIES,
  ADMIN_BLOG_STATUSES,
  DELETE_POST_CONFIRM,
  type AdminBlogListQuery,
  type AdminBlogPostSummary,
} from '../../../../contracts/admin-content';
import { useArchiveAdminBlogPost } from '../../../api/content/archive-admin-blog-post';
import { useDeleteAdminBlogPost } from '../../../api/content/delete-admin-blog-post';
import { useAdminBlogPosts } from '../../../api/content/find-admin-blog-posts';
import { usePublishAdminBlogPost } from '../../../api/content/publish-admin-blog-post';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, ConfirmSubject } from '../../../components/ui/confirm-dialog';
import { Select, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { BlogPostCard, STATUS_LABEL, type PostAction } from './blog-post-card';
import { BlogPostEditorDialog, type EditorTarget } from './blog-post-editor-dialog';
import { BlogPostPreviewDialog } from './blog-post-preview-dialog';

type StatusFilter = NonNullable<AdminBlogListQuery['status']>;
type CategoryFilter = NonNullable<AdminBlogListQuery['category']>;

const SEARCH_DEBOUNCE_MS = 300;

export default function BlogPostsPanel() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const posts = useAdminBlogPosts({ q, status, category });

  const [editor, setEditor] = useState<EditorTarget>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminBlogPostSummary | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: PostAction } | null>(null);

  const publish = usePublishAdminBlogPost();
  const archive = useArchiveAdminBlogPost();
  const remove = useDeleteAdminBlogPost();

  async function run(post: AdminBlogPostSummary, action: PostAction, call: () => Promise<unknown>, done: string) {
    setBusy({ id: post.id, action });
    try {
      await call();
      toast({ tone: 'success', title: done, description: post.title });
    } catch (error) {
      toast({
        tone: 'error',
        title: error instanceof Error ? error.message : 'Something went wrong',
        description: post.title,
      });
    } finally {
      setBusy(null);
    }
  }

  function onAction(action: PostAction, post: AdminBlogPostSummary) {
    if (action === 'edit') setEditor({ mode: 'edit', id: post.id });
    else if (action === 'preview') setPreviewId(post.id);
    else if (action === 'delete') setToDelete(post);
    else if (action === 'publish') void run(post, action, () => publish.mutateAsync(post.id), 'Post published');
    else void run(post, action, () => archive.mutateAsync(post.id), 'Post archived');
  }

  async function confirmDelete() {
    const post = toDelete;
    if (!post) return;
    setToDelete(null);
    await run(post, 'delete', () => remove.mutateAsync(post.id), 'Post deleted');
  }

  const counts = posts.data?.counts;
  const statusLabel = (s: StatusFilter) =>
    `${s === 'all' ? 'All statuses' : STATUS_LABEL[s]}${counts ? ` (${counts[s]})` : ''}`;

  return (
    <section aria-labelledby="blog-posts-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="blog-posts-title" className="text-xl font-semibold text-fg">
          Blog Posts
        </h3>
        <Button variant="gold" onClick={() => setEditor({ mode: 'new' })}>
          New Post
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="Search posts"
          type="search"
          placeholder="Search title, excerpt, tags, author"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
        />
        <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
          {(['all', ...ADMIN_BLOG_STATUSES] as const).map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
        <Select label="Category" value={category} onChange={(e) => setCategory(e.target.value as CategoryFilter)}>
          <option value="all">All categories</option>
          {ADMIN_BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </div>

      {posts.isPending ? (
        <ul aria-label="Loading posts" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-52 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : posts.isError ? (
        <LoadError
          title="Unable to load blog posts"
          message={posts.error.message}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No posts found</p>
          <p className="mt-1 text-sm text-fg-muted">
            {q || status !== 'all' || category !== 'all'
              ? 'Try adjusting your search or filter criteria.'
              : 'Write the first one with New Post.'}
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {posts.data.items.length} {posts.data.items.length === 1 ? 'post' : 'posts'}
            {posts.isFetching ? ' · updating…' : ''}
          </p>
          <ul aria-label="Blog posts" className="grid gap-4 md:grid-cols-2">
            {posts.data.items.map((post) => (
              <BlogPostCard
                key={post.id}
                post={post}
                busyAction={busy?.id === post.id ? busy.action : null}
                onAction={onAction}
              />
            ))}
          </ul>
        </>
      )}

      <BlogPostEditorDialog target={editor} onClose={() => setEditor(null)} />
      <BlogPostPreviewDialog postId={previewId} onClose={() => setPreviewId(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete post"
        description={DELETE_POST_CONFIRM}
        confirmLabel="Delete"
      >
        {toDelete ? <ConfirmSubject>{toDelete.title}</ConfirmSubject> : null}
      </ConfirmDialog>
    </section>
  );
}
