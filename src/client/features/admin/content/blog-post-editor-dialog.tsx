/**
 * New Post / Edit modal (operator spec section 2): Title, Slug, Category, Tags (comma separated),
 * Excerpt, Status, Featured Image URL, Content; Cancel, Save as Draft, Publish Post (Update Post when
 * editing). The body is Markdown with a formatting toolbar and a Write/Preview switch
 * (markdown/post-body-editor.tsx); the preview renders through the public article's component. The
 * slug follows the title until edited by hand. Editing adds a History tab (revisions, restore). A
 * save refused because another admin saved meanwhile (409) says who and when and overwrites their
 * version only when the admin chooses to.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ADMIN_BLOG_CATEGORIES,
  ADMIN_BLOG_STATUSES,
  EDIT_CONFLICT_CODE,
  type AdminBlogPost,
  type AdminBlogPostInput,
  type AdminBlogStatus,
  type PostBodyFormat,
} from '../../../../contracts/admin-content';
import { defaultBlogCover, toPostSlug } from '../../../../domain/content';
import { useCreateAdminBlogPost } from '../../../api/content/create-admin-blog-post';
import { useAdminBlogPost } from '../../../api/content/get-admin-blog-post';
import { useUpdateAdminBlogPost } from '../../../api/content/update-admin-blog-post';
import { ArticleView } from '../../../components/blog/article-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, Select, TextArea, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { STATUS_LABEL } from './blog-post-card';
import { BlogPostHistory } from './blog-post-history';
import { EditConflictAlert, type EditConflict } from './edit-conflict-alert';
import { PostBodyEditor } from './markdown/post-body-editor';

interface FormState {
  title: string;
  slug: string;
  isSlugEdited: boolean;
  category: AdminBlogPostInput['category'];
  tags: string;
  excerpt: string;
  status: AdminBlogStatus;
  image: string;
  isFeatured: boolean;
  /** `datetime-local` value (the admin's local time), '' when not scheduled. */
  publishAt: string;
  /** The body as written: Markdown, or HTML for a post from before the Markdown editor. */
  content: string;
  bodyFormat: PostBodyFormat;
}

const EMPTY: FormState = {
  title: '',
  slug: '',
  isSlugEdited: false,
  category: 'Market Analysis',
  tags: '',
  excerpt: '',
  status: 'draft',
  image: '',
  isFeatured: false,
  publishAt: '',
  content: '',
  bodyFormat: 'markdown',
};

/** ISO -> 'YYYY-MM-DDTHH:mm' in local time, for a datetime-local input. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromPost(post: AdminBlogPost): FormState {
  return {
    title: post.title,
    slug: post.slug,
    isSlugEdited: true,
    category: post.category as FormState['category'],
    tags: post.tags.join(', '),
    excerpt: post.excerpt,
    status: post.status,
    image: post.image,
    isFeatured: post.isFeatured,
    publishAt: toLocalInput(post.publishAt),
    content: post.source,
    bodyFormat: post.bodyFormat,
  };
}

function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

function toInput(form: FormState, status: AdminBlogStatus): AdminBlogPostInput {
  return {
    title: form.title,
    slug: form.slug,
    category: form.category,
    tags: splitTags(form.tags),
    excerpt: form.excerpt,
    status,
    image: form.image,
    isFeatured: form.isFeatured,
    publishAt: status === 'draft' && form.publishAt ? new Date(form.publishAt).toISOString() : null,
    content: form.content,
    bodyFormat: form.bodyFormat,
  };
}

export type EditorTarget = { mode: 'new' } | { mode: 'edit'; id: string } | null;

export function BlogPostEditorDialog({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const editId = target?.mode === 'edit' ? target.id : null;
  const loaded = useAdminBlogPost(editId);
  const isEditing = editId !== null;
  const title = isEditing ? 'Edit Post' : 'New Post';
  return (
    <Dialog open={target !== null} onClose={onClose} size="lg" title={title}>
      {target === null ? null : isEditing && loaded.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading post..." showLabel />
        </div>
      ) : isEditing && loaded.isError ? (
        <LoadError
          title="Unable to load this post"
          message={loaded.error.message}
          onRetry={() => void loaded.refetch()}
        />
      ) : (
        <EditorForm
          key={`${editId ?? 'new'}:${loaded.data?.updatedAt ?? ''}`}
          post={isEditing ? (loaded.data ?? null) : null}
          onReload={() => void loaded.refetch()}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function EditorForm({
  post,
  onReload,
  onClose,
}: {
  post: AdminBlogPost | null;
  onReload: () => void;
  onClose: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const create = useCreateAdminBlogPost();
  const update = useUpdateAdminBlogPost();
  const [initial] = useState<FormState>(() => (post ? fromPost(post) : EMPTY));
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The refused save (409) and what to send again if the admin chooses to overwrite. */
  const [conflict, setConflict] = useState<
    (EditConflict & { status: AdminBlogStatus; button: 'draft' | 'main' }) | null
  >(null);
  const [pendingButton, setPendingButton] = useState<'draft' | 'main' | null>(null);
  const [section, setSection] = useState<'edit' | 'history'>('edit');
  const hasUnsavedChanges = JSON.stringify(form) !== JSON.stringify(initial);

  // A refused save is announced where the admin is looking: the messages move into view and take focus.
  const messagesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!formError && !conflict) return;
    messagesRef.current?.scrollIntoView({ block: 'nearest' });
    messagesRef.current?.focus();
  }, [formError, conflict]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => {
      const next = { ...f, [key]: value };
      if (key === 'title' && !f.isSlugEdited) next.slug = toPostSlug(String(value));
      if (key === 'slug') next.isSlugEdited = true;
      return next;
    });
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  /** `expectedUpdatedAt`: the version being replaced; the loaded one, or theirs when overwriting deliberately. */
  async function save(status: AdminBlogStatus, button: 'draft' | 'main', expectedUpdatedAt = post?.updatedAt) {
    setFormError(null);
    setConflict(null);
    setPendingButton(button);
    const input = toInput(form, status);
    try {
      if (post && expectedUpdatedAt) await update.mutateAsync({ id: post.id, input: { ...input, expectedUpdatedAt } });
      else await create.mutateAsync(input);
      toast({
        tone: 'success',
        title: post ? 'Post updated' : status === 'published' ? 'Post published' : 'Post saved as draft',
        description: form.title,
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === EDIT_CONFLICT_CODE)
        setConflict({
          message: error.message,
          savedAt: error.fields.savedAt,
          status,
          button,
        });
      else if (isApiError(error) && Object.keys(error.fields).length) {
        setErrors(error.fields);
        setFormError(error.message);
        setSection('edit');
      } else setFormError(error instanceof Error ? error.message : 'Failed to save the post');
    } finally {
      setPendingButton(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(post ? form.status : 'published', 'main');
  }

  const isSaving = pendingButton !== null;
  const fieldError = (key: string) => errors[key] || undefined;

  const fields = (
    <div className="flex flex-col gap-4">
      <TextField
        label="Title"
        required
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={fieldError('title')}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Slug"
          value={form.slug}
          onChange={(e) => set('slug', e.target.value)}
          error={fieldError('slug')}
          hint={`Address: /blog/${form.slug || '…'}`}
          maxLength={200}
          autoCapitalize="none"
          spellCheck={false}
        />
        <Select
          label="Category"
          value={form.category}
          onChange={(e) => set('category', e.target.value as FormState['category'])}
          error={fieldError('category')}
        >
          {[...new Set([...ADMIN_BLOG_CATEGORIES, form.category])].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <TextField
          label="Tags (comma separated)"
          value={form.tags}
          onChange={(e) => set('tags', e.target.value)}
          error={fieldError('tags')}
        />
        <Select
          label="Status"
          value={form.status}
          onChange={(e) => set('status', e.target.value as AdminBlogStatus)}
          error={fieldError('status')}
        >
          {ADMIN_BLOG_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
      </div>
      <TextArea
        label="Excerpt"
        required
        rows={2}
        value={form.excerpt}
        onChange={(e) => set('excerpt', e.target.value)}
        error={fieldError('excerpt')}
        maxLength={600}
      />
      <TextField
        label="Featured Image URL"
        value={form.image}
        onChange={(e) => set('image', e.target.value)}
        error={fieldError('image')}
        hint="A path on this site, e.g. /images/blog/investment.svg. Empty: the category's cover."
        placeholder={defaultBlogCover(form.category)}
      />
      <TextField
        label="Scheduled publication (optional)"
        type="datetime-local"
        value={form.publishAt}
        onChange={(e) => set('publishAt', e.target.value)}
        error={fieldError('publishAt')}
        hint="Save as Draft with a time here and the post goes live on its own within a minute of it. Leave empty to publish by hand."
      />
      <Checkbox
        label="Featured on the blog"
        checked={form.isFeatured}
        onChange={(e) => set('isFeatured', e.target.checked)}
      />
      <PostBodyEditor
        value={form.content}
        format={form.bodyFormat}
        error={fieldError('content')}
        onChange={(value) => set('content', value)}
        onFormatChange={(format) => set('bodyFormat', format)}
        renderPreview={(html) => (
          <div className="rounded-xl border border-border p-4">
            <ArticleView
              headingLevel="h2"
              post={{
                category: form.category,
                title: form.title || 'Untitled post',
                excerpt: form.excerpt,
                author: post?.author ?? 'You',
                publishedAt: post?.publishedAt ?? new Date().toISOString(),
                readTimeMinutes: post?.readTimeMinutes ?? 1,
                views: post?.views ?? 0,
                image: form.image || defaultBlogCover(form.category),
                content: html,
                tags: splitTags(form.tags),
              }}
            />
          </div>
        )}
      />
    </div>
  );

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div ref={messagesRef} tabIndex={-1} className="flex flex-col gap-4 focus:outline-none empty:hidden">
        {conflict ? (
          <EditConflictAlert
            conflict={conflict}
            isSaving={isSaving}
            onReload={onReload}
            onOverwrite={() => void save(conflict.status, conflict.button, conflict.savedAt)}
          />
        ) : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
      </div>
      {post ? (
        <Tabs
          label="Post editor"
          variant="underline"
          value={section}
          onValueChange={setSection}
          items={[
            { id: 'edit', label: 'Edit', content: fields },
            {
              id: 'history',
              label: 'History',
              content: <BlogPostHistory post={post} hasUnsavedChanges={hasUnsavedChanges} onRestored={onReload} />,
            },
          ]}
        />
      ) : (
        fields
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button
          variant="secondary"
          isLoading={pendingButton === 'draft'}
          disabled={isSaving}
          onClick={() => void save('draft', 'draft')}
        >
          Save as Draft
        </Button>
        <Button type="submit" variant="gold" isLoading={pendingButton === 'main'} disabled={isSaving}>
          {post ? 'Update Post' : 'Publish Post'}
        </Button>
      </div>
    </form>
  );
}
