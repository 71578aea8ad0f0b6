import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentContent } from '../../../contracts/documents';
import { user } from './auth';

/**
 * The document library (operator spec: public library document and admin document) and the legal
 * page's compliance reports (report_type set). The file lives in file storage under storage_key;
 * seeded documents also keep the content their PDF is rendered from, so a missing file is rebuilt;
 * documents admins upload have no content: their file is served from storage as uploaded.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', {
      enum: ['whitepaper', 'presentation', 'report', 'legal', 'compliance', 'audit'],
    }).notNull(),
    accessLevel: text('access_level', { enum: ['public', 'investor', 'accredited', 'premium', 'admin'] }).notNull(),
    reportType: text('report_type', { enum: ['Security', 'Compliance', 'Policy', 'Financial', 'Risk', 'Privacy'] }),
    /** The real byte size of the stored file. */
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }).notNull(),
    downloads: integer('downloads').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    author: text('author').notNull(),
    publishedOn: date('published_on').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name an admin's uploaded file had (null for seeded documents, rendered from content). */
    fileName: text('file_name'),
    content: jsonb('content').$type<DocumentContent>(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_category_idx').on(t.category),
    index('documents_published_idx').on(t.publishedOn),
    index('documents_report_type_idx')
      .on(t.reportType)
      .where(sql`${t.reportType} is not null`),
  ],
);

/** One row per download: the counts' audit trail and a signed-in user's download history. */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_downloads_user_idx').on(t.userId, t.downloadedAt),
    index('document_downloads_document_idx').on(t.documentId),
  ],
);

/** "Request Investor Access" submissions from the investor portal; the team reviews them. */
export const investorAccessRequests = pgTable(
  'investor_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('investor_access_requests_created_idx').on(t.createdAt)],
);
