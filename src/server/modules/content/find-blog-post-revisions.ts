/** History in the editor: a post's revisions, newest first (without bodies). */
import type { AdminBlogRevision, AdminBlogRevisionList } from '../../../contracts/admin-content';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { findPostById } from './blog-repository';
import { findRevisions, type BlogRevisionRow } from './blog-revision-repository';

export function toAdminRevision(row: Omit<BlogRevisionRow, 'bodySource'>): AdminBlogRevision {
  return {
    id: row.id,
    number: row.number,
    action: row.action,
    title: row.title,
    excerpt: row.excerpt,
    status: row.status,
    bodyFormat: row.bodyFormat,
    savedBy: row.savedByName,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
  };
}

export async function findBlogPostRevisions(db: Database, postId: string): Promise<AdminBlogRevisionList> {
  const [post, rows] = await Promise.all([findPostById(db, postId), findRevisions(db, postId)]);
  if (!post) throw notFound('Post not found.');
  return { items: rows.map(toAdminRevision) };
}
