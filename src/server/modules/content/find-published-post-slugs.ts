import type { Database } from '../../db/client';
import { findPublishedSlugs } from './blog-repository';

/** Slugs and last changes of every published post, newest first (the sitemap reads these). */
export function findPublishedPostSlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return findPublishedSlugs(db);
}
