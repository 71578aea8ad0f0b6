/**
 * Appends a revision for a post that was just written (History in the editor), in the caller's
 * transaction and under its row lock. A post saved before revisions were kept first gets its prior
 * state as revision 1 (credited to its author), so the first edit can still be undone.
 */
import type { BlogRevisionRow } from './blog-revision-repository';
import { hasRevisions, insertRevision } from './blog-revision-repository';
import type { Executor } from '../../db/client';
import type { BlogPostRow } from './blog-repository';
import { editableSource } from './post-body';

/** Who a revision written by the scheduled-posts job is credited to. */
export const SCHEDULER_NAME = 'Scheduled publication';

export interface RevisionActor {
  /** Null: the scheduled-posts job. */
  userId: string | null;
  name?: string;
}

function snapshot(row: BlogPostRow) {
  return {
    postId: row.id,
    title: row.title,
    excerpt: row.excerpt,
    status: row.status,
    bodyFormat: row.bodyFormat,
    bodySource: editableSource(row),
  };
}

export async function recordBlogPostRevision(
  tx: Executor,
  change: {
    before: BlogPostRow | null;
    after: BlogPostRow;
    action: BlogRevisionRow['action'];
    actor: RevisionActor;
    now: Date;
    restoredFrom?: number;
  },
): Promise<BlogRevisionRow> {
  const { before, after, action, actor, now } = change;
  if (before && !(await hasRevisions(tx, before.id))) {
    await insertRevision(tx, {
      ...snapshot(before),
      action: 'created',
      savedByUserId: null,
      savedByName: before.author,
      createdAt: before.updatedAt,
    });
  }
  return insertRevision(tx, {
    ...snapshot(after),
    action,
    savedByUserId: actor.userId,
    savedByName: actor.name ?? SCHEDULER_NAME,
    restoredFrom: change.restoredFrom ?? null,
    createdAt: now,
  });
}
