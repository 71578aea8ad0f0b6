/**
 * History in the post editor: every saved state of the post, newest first, with who saved it and
 * when. View shows a revision as readers would see it; Restore (after an inline confirmation) brings
 * back its title, excerpt and body as a new revision, so nothing in the history is ever lost.
 */
import { useEffect, useRef, useState } from 'react';
import type { AdminBlogPost, AdminBlogRevision } from '../../../../contracts/admin-content';
import { useBlogPostRevisions } from '../../../api/content/find-blog-post-revisions';
import { useBlogPostRevision } from '../../../api/content/get-blog-post-revision';
import { useRestoreBlogPostRevision } from '../../../api/content/restore-blog-post-revision';
import { ArticleContent } from '../../../components/blog/article-content';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { STATUS_LABEL, STATUS_TONE } from './blog-post-card';
import { formatSavedAt } from './format-saved-at';

const ACTION_LABEL: Record<AdminBlogRevision['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  published: 'Published',
  archived: 'Archived',
  restored: 'Restored',
};

export function BlogPostHistory({
  post,
  hasUnsavedChanges,
  onRestored,
}: {
  post: AdminBlogPost;
  hasUnsavedChanges: boolean;
  onRestored: () => void;
}) {
  const revisions = useBlogPostRevisions(post.id);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);

  if (revisions.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading history..." showLabel />
      </div>
    );
  if (revisions.isError)
    return (
      <LoadError
        title="Unable to load the history"
        message={revisions.error.message}
        onRetry={() => void revisions.refetch()}
      />
    );
  if (revisions.data.items.length === 0)
    return (
      <p className="py-6 text-sm text-fg-muted">
        No revisions yet. This post was written before revisions were kept; its next save starts the history with the
        version it has now.
      </p>
    );

  return (
    <ol aria-label="Revisions" className="flex flex-col gap-3">
      {revisions.data.items.map((revision, index) => (
        <RevisionItem
          key={revision.id}
          post={post}
          revision={revision}
          isCurrent={index === 0}
          isViewing={viewingId === revision.id}
          isConfirming={confirmingId === revision.id}
          hasUnsavedChanges={hasUnsavedChanges}
          onToggleView={() => setViewingId((id) => (id === revision.id ? null : revision.id))}
          onConfirm={(isOpen) => setConfirmingId(isOpen ? revision.id : null)}
          onRestored={onRestored}
        />
      ))}
    </ol>
  );
}

function RevisionItem({
  post,
  revision,
  isCurrent,
  isViewing,
  isConfirming,
  hasUnsavedChanges,
  onToggleView,
  onConfirm,
  onRestored,
}: {
  post: AdminBlogPost;
  revision: AdminBlogRevision;
  isCurrent: boolean;
  isViewing: boolean;
  isConfirming: boolean;
  hasUnsavedChanges: boolean;
  onToggleView: () => void;
  onConfirm: (isOpen: boolean) => void;
  onRestored: () => void;
}) {
  const toast = useToast();
  const restore = useRestoreBlogPostRevision();
  const detail = useBlogPostRevision(post.id, isViewing ? revision.id : null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const headingId = `revision-${revision.id}`;
  const panelId = `revision-${revision.id}-body`;

  useEffect(() => {
    if (isConfirming) confirmButton.current?.focus();
  }, [isConfirming]);

  async function onRestore() {
    try {
      await restore.mutateAsync({ id: post.id, revisionId: revision.id, expectedUpdatedAt: post.updatedAt });
      toast({ tone: 'success', title: `Revision ${revision.number} restored`, description: revision.title });
      onRestored();
    } catch {
      // The error is shown under the revision (restore.error).
    }
  }

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="text-sm font-semibold text-fg">
            Revision {revision.number}: {ACTION_LABEL[revision.action]}
            {revision.restoredFrom !== null ? ` from revision ${revision.restoredFrom}` : ''}
          </h3>
          <p className="text-sm text-fg-muted">
            {revision.savedBy} · <time dateTime={revision.createdAt}>{formatSavedAt(revision.createdAt)}</time>
          </p>
          <p className="truncate text-sm text-fg">{revision.title}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={STATUS_TONE[revision.status]}>{STATUS_LABEL[revision.status]}</Badge>
            {revision.bodyFormat === 'html' ? <Badge>HTML</Badge> : null}
            {isCurrent ? <Badge tone="info">Current version</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" aria-expanded={isViewing} aria-controls={panelId} onClick={onToggleView}>
            {isViewing ? 'Hide' : 'View'}
          </Button>
          {isCurrent ? null : (
            <Button size="sm" variant="secondary" onClick={() => onConfirm(true)} disabled={isConfirming}>
              Restore
            </Button>
          )}
        </div>
      </div>
      {isConfirming ? (
        <Alert tone="warning" title={`Restore revision ${revision.number}?`}>
          <p>
            Its title, excerpt and body replace the post&apos;s current ones
            {post.status === 'published' ? ' on the public blog too' : ''}; status and slug stay as they are. The
            current version stays in the history.
            {hasUnsavedChanges ? ' Your unsaved changes in the editor are lost.' : ''}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              ref={confirmButton}
              size="sm"
              variant="gold"
              isLoading={restore.isPending}
              onClick={() => void onRestore()}
            >
              Restore revision {revision.number}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onConfirm(false)} disabled={restore.isPending}>
              Cancel
            </Button>
          </div>
        </Alert>
      ) : null}
      {restore.isError ? <Alert tone="error">{restore.error.message}</Alert> : null}
      {isViewing ? (
        <div id={panelId} className="rounded-lg border border-border p-4">
          {detail.isPending ? (
            <Spinner label="Loading revision..." showLabel />
          ) : detail.isError ? (
            <LoadError
              title="Unable to load this revision"
              message={detail.error.message}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-fg-muted">{detail.data.excerpt}</p>
              <ArticleContent html={detail.data.content} />
            </div>
          )}
        </div>
      ) : null}
    </li>
  );
}
