import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, sum, type SQL } from 'drizzle-orm';
import type { DocumentAccessLevel, DocumentCategory, DocumentSort } from '../../../contracts/documents';
import type { Executor } from '../../db/client';
import { documentDownloads, documents, investorAccessRequests } from '../../db/schema/documents';

export type DocumentRow = typeof documents.$inferSelect;

export interface DocumentFilter {
  search?: string;
  category: DocumentCategory | 'all';
  access: DocumentAccessLevel | 'all';
  kind: 'all' | 'legal-report';
  slugs?: string[];
}

/** LIKE wildcards in a search are matched literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The library's filter as SQL (shared with the admin list). */
export function documentFilterWhere(filter: DocumentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(documents.title, pattern),
        ilike(documents.description, pattern),
        ilike(documents.author, pattern),
        sql`${documents.tags}::text ilike ${pattern}`,
      )!,
    );
  }
  if (filter.category !== 'all') conditions.push(eq(documents.category, filter.category));
  if (filter.access !== 'all') conditions.push(eq(documents.accessLevel, filter.access));
  if (filter.kind === 'legal-report') conditions.push(isNotNull(documents.reportType));
  if (filter.slugs) conditions.push(inArray(documents.slug, filter.slugs.length ? filter.slugs : ['']));
  return conditions.length ? and(...conditions) : undefined;
}

const ORDER: Record<DocumentSort, SQL[]> = {
  date: [desc(documents.publishedOn), asc(documents.title)],
  downloads: [desc(documents.downloads), asc(documents.title)],
  title: [asc(documents.title)],
};

export async function findDocuments(db: Executor, filter: DocumentFilter, sort: DocumentSort): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(documentFilterWhere(filter))
    .orderBy(...ORDER[sort]);
}

export async function findFeaturedDocuments(db: Executor): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.featured, true))
    .orderBy(...ORDER.date);
}

/** The library's summary tiles and category overview, over every document. */
export async function summarizeDocuments(db: Executor) {
  const [totals, categories] = await Promise.all([
    db
      .select({
        totalDocuments: count(),
        totalDownloads: sum(documents.downloads).mapWith(Number),
        featuredCount: count(sql`case when ${documents.featured} then 1 end`),
        publicCount: count(sql`case when ${documents.accessLevel} = 'public' then 1 end`),
      })
      .from(documents),
    db
      .select({ category: documents.category, count: count() })
      .from(documents)
      .groupBy(documents.category)
      .orderBy(desc(count()), asc(documents.category)),
  ]);
  const t = totals[0];
  return {
    summary: {
      totalDocuments: t?.totalDocuments ?? 0,
      totalDownloads: t?.totalDownloads ?? 0,
      featuredCount: t?.featuredCount ?? 0,
      publicCount: t?.publicCount ?? 0,
    },
    categories,
  };
}

export async function findDocumentBySlug(db: Executor, slug: string): Promise<DocumentRow | null> {
  const rows = await db.select().from(documents).where(eq(documents.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function updateDocumentFileSize(db: Executor, id: string, fileSizeBytes: number): Promise<void> {
  await db.update(documents).set({ fileSizeBytes, updatedAt: new Date() }).where(eq(documents.id, id));
}

/** One download: the history row and the count, together. */
export async function insertDocumentDownload(db: Executor, documentId: string, userId: string | null): Promise<void> {
  await db.insert(documentDownloads).values({ documentId, userId });
  await db
    .update(documents)
    .set({ downloads: sql`${documents.downloads} + 1` })
    .where(eq(documents.id, documentId));
}

export async function findDownloadsByUser(db: Executor, userId: string, limit: number) {
  return db
    .select({
      documentId: documents.id,
      slug: documents.slug,
      title: documents.title,
      downloadedAt: documentDownloads.downloadedAt,
    })
    .from(documentDownloads)
    .innerJoin(documents, eq(documents.id, documentDownloads.documentId))
    .where(eq(documentDownloads.userId, userId))
    .orderBy(desc(documentDownloads.downloadedAt), desc(documentDownloads.id))
    .limit(limit);
}

export type InvestorAccessRequestRow = typeof investorAccessRequests.$inferSelect;

export async function insertInvestorAccessRequest(
  db: Executor,
  values: typeof investorAccessRequests.$inferInsert,
): Promise<InvestorAccessRequestRow> {
  const rows = await db.insert(investorAccessRequests).values(values).returning();
  return rows[0]!;
}
