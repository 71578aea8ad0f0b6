/** One revision with its body (the History preview): the source as written and its sanitised HTML. */
import type { AdminBlogRevisionDetail } from '../../../contracts/admin-content';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { findRevision } from './blog-revision-repository';
import { toAdminRevision } from './find-blog-post-revisions';
import { renderPostBody } from './post-body';

export async function getBlogPostRevision(
  db: Database,
  postId: string,
  revisionId: string,
): Promise<AdminBlogRevisionDetail> {
  const row = await findRevision(db, postId, revisionId);
  if (!row) throw notFound('Revision not found.');
  return {
    ...toAdminRevision(row),
    source: row.bodySource,
    content: renderPostBody(row.bodyFormat, row.bodySource).content,
  };
}
