/**
 * Optimistic concurrency for post writes: the editor sends the `updatedAt` it loaded; when the row
 * (locked by the caller) has moved on, the write is refused with 409 naming who saved it and when,
 * so the admin can reload their version or overwrite it deliberately (by sending `savedAt`).
 */
import { EDIT_CONFLICT_CODE, editConflictMessage } from '../../../contracts/admin-content';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { BlogPostRow } from './blog-repository';
import { findLatestRevision } from './blog-revision-repository';

export async function assertLoadedVersion(tx: Executor, current: BlogPostRow, expectedUpdatedAt: string | undefined) {
  if (!expectedUpdatedAt || current.updatedAt.getTime() === new Date(expectedUpdatedAt).getTime()) return;
  // A post never saved since revisions were kept has none: its author wrote the current version.
  const savedBy = (await findLatestRevision(tx, current.id))?.savedByName ?? current.author;
  throw new AppError(409, EDIT_CONFLICT_CODE, editConflictMessage(savedBy), {
    savedBy,
    savedAt: current.updatedAt.toISOString(),
  });
}
