/**
 * Restore from History: the post takes back a revision's title, excerpt and body (format and
 * source, rendered and sanitised again). Status, slug, schedule and the other fields stay as they
 * are now, so restoring never publishes or unpublishes anything by surprise. Like any save it needs
 * the version the editor loaded (409 otherwise), adds a new revision and is audited.
 */
import type { AdminBlogPost } from '../../../contracts/admin-content';
import { readTimeMinutes } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { findPostByIdForUpdate } from './admin-blog-repository';
import { toAdminPost, type AdminActor } from './admin-blog-posts';
import { updatePost } from './blog-repository';
import { findRevision } from './blog-revision-repository';
import { assertLoadedVersion } from './edit-conflict';
import { renderPostBody } from './post-body';
import { recordBlogPostRevision } from './record-blog-post-revision';
import { auditSnapshot } from './save-blog-post';
import { postPlainText } from './sanitize-post-html';

export async function restoreBlogPostRevision(
  db: Database,
  params: { id: string; revisionId: string; expectedUpdatedAt: string },
  actor: AdminActor,
  now: Date,
): Promise<AdminBlogPost> {
  const saved = await db.transaction(async (tx) => {
    const before = await findPostByIdForUpdate(tx, params.id);
    if (!before) throw notFound('Post not found.');
    const revision = await findRevision(tx, params.id, params.revisionId);
    if (!revision) throw notFound('Revision not found.');
    await assertLoadedVersion(tx, before, params.expectedUpdatedAt);
    const body = renderPostBody(revision.bodyFormat, revision.bodySource);
    const after = await updatePost(tx, before.id, {
      title: revision.title,
      excerpt: revision.excerpt,
      ...body,
      readTimeMinutes: readTimeMinutes(postPlainText(body.content)),
      updatedAt: now,
    });
    if (!after) throw notFound('Post not found.');
    await recordBlogPostRevision(tx, {
      before,
      after,
      action: 'restored',
      actor,
      now,
      restoredFrom: revision.number,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'blog_post.restored',
      entityType: 'blog_post',
      entityId: before.id,
      data: {
        slug: after.slug,
        revision: revision.number,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      },
      ipAddress: actor.ipAddress ?? null,
      requestId: actor.requestId ?? null,
    });
    return after;
  });
  return toAdminPost(saved);
}
