import { inArray } from 'drizzle-orm';
import {
  DOCUMENT_ACCESS_LABELS,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentAccessLevel,
  type DocumentCategory,
  type DocumentContent,
  type LegalReportType,
} from '../../../contracts/documents';
import { documentStorageKey } from '../../modules/documents/documents-module';
import { renderDocumentPdf } from '../../modules/documents/documents-module';
import type { Database } from '../client';
import { documents } from '../schema';
import { LEGAL_REPORT_DOCUMENTS } from './documents-content-legal';
import { LIBRARY_DOCUMENTS } from './documents-content-library';
import { PREMIUM_DOCUMENTS } from './documents-content-premium';

export interface SeedDocument {
  slug: string;
  title: string;
  description: string;
  category: DocumentCategory;
  accessLevel: DocumentAccessLevel;
  reportType?: LegalReportType;
  featured: boolean;
  tags: string[];
  author: string;
  publishedOn: string;
  content: DocumentContent;
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  ...LIBRARY_DOCUMENTS,
  ...PREMIUM_DOCUMENTS,
  ...LEGAL_REPORT_DOCUMENTS,
];

/**
 * Seeds the document library (content, so in every mode). Only absent slugs are inserted. The PDF
 * is rendered here to record its real byte size; the file itself is written to storage on first
 * download (the same deterministic bytes), since seeding runs before the app and its storage exist.
 */
export async function seedDocuments(db: Database): Promise<void> {
  const slugs = SEED_DOCUMENTS.map((d) => d.slug);
  const present = await db.select({ slug: documents.slug }).from(documents).where(inArray(documents.slug, slugs));
  const presentSlugs = new Set(present.map((row) => row.slug));
  const missing = SEED_DOCUMENTS.filter((d) => !presentSlugs.has(d.slug));
  if (!missing.length) return;
  const rows = [];
  for (const seed of missing) {
    const pdf = await renderDocumentPdf({
      title: seed.title,
      author: seed.author,
      publishedOn: seed.publishedOn,
      categoryLabel: DOCUMENT_CATEGORY_LABELS[seed.category],
      accessLabel: DOCUMENT_ACCESS_LABELS[seed.accessLevel],
      content: seed.content,
    });
    rows.push({
      ...seed,
      reportType: seed.reportType ?? null,
      fileSizeBytes: pdf.length,
      storageKey: documentStorageKey(seed.slug),
    });
  }
  await db.insert(documents).values(rows).onConflictDoNothing({ target: documents.slug });
}
