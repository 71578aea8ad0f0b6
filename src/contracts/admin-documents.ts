/**
 * Admin content management, Documents (operator spec section 2 "Content Management", section 3
 * "Admin document", section 9 admin document categories). Admins manage the same
 * `documents` rows the public library (/documents, /api/v1/documents, /docs/{slug}.pdf) reads.
 */
import { z } from './zod';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '../domain/document-upload';
import { DocumentAccessLevelSchema, DocumentCategorySchema } from './documents';

export const DOCUMENT_MESSAGES = {
  fileMissing: 'Choose a PDF file to upload.',
  notPdf: 'The file is not a PDF. Upload a PDF document.',
  tooLarge: `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  badForm: 'Send the document as a form with its details and one PDF file.',
  notFound: 'Document not found.',
} as const;

export const DOCUMENT_ERROR_CODES = { notPdf: 'NOT_PDF', tooLarge: 'FILE_TOO_LARGE' } as const;

/** Spec section 8 style confirmation for a document (the spec names one for posts only). */
export const DELETE_DOCUMENT_CONFIRM = 'Are you sure you want to delete this document?';

export const AdminDocumentListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  category: z.union([z.literal('all'), DocumentCategorySchema]).default('all'),
});
export type AdminDocumentListQuery = z.input<typeof AdminDocumentListQuerySchema>;

/** The spec's admin document (id, title, description, fileName, fileSize, category, accessLevel, downloads, uploadedAt, uploadedBy) plus what the library shows. */
export const AdminDocumentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  fileSizeBytes: z.number().int(),
  category: DocumentCategorySchema,
  accessLevel: DocumentAccessLevelSchema,
  featured: z.boolean(),
  tags: z.array(z.string()),
  downloads: z.number().int(),
  /** When the document was added (seeded or uploaded). */
  uploadedAt: z.string(),
  /** The admin who uploaded it; null for seeded documents. */
  uploadedBy: z.string().nullable(),
  updatedAt: z.string(),
  /** uploaded: the admin's PDF, served as is; generated: rendered from the seeded content. */
  source: z.enum(['uploaded', 'generated']),
  downloadUrl: z.string(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

export const AdminDocumentListResponseSchema = z.object({ items: z.array(AdminDocumentSchema) });
export type AdminDocumentListResponse = z.infer<typeof AdminDocumentListResponseSchema>;

export const AdminDocumentParamsSchema = z.object({ id: z.uuid(DOCUMENT_MESSAGES.notFound) });

/** The upload form's details (sent as the multipart field `details`, JSON) and the edit form's body. */
export const AdminDocumentDetailsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
  description: z.string().trim().min(1, 'Description is required').max(1000, 'Description is too long'),
  category: DocumentCategorySchema,
  accessLevel: DocumentAccessLevelSchema,
  featured: z.boolean().default(false),
  tags: z
    .array(z.string().trim().min(1, 'A tag is empty').max(40, 'A tag is too long'))
    .max(12, 'At most 12 tags')
    .default([]),
});
export type AdminDocumentDetails = z.input<typeof AdminDocumentDetailsSchema>;

export const AdminDocumentDeleteResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });
