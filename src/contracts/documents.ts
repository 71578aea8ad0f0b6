import { z } from './zod';
import { EmailSchema } from './common';

/** Admin document categories (operator spec section 9). */
export const DOCUMENT_CATEGORIES = ['whitepaper', 'presentation', 'report', 'legal', 'compliance', 'audit'] as const;
export const DocumentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = z.infer<typeof DocumentCategorySchema>;

/**
 * Library access levels (operator spec section 6, plus premium for Premium Circle members),
 * from least to most restricted.
 */
export const DOCUMENT_ACCESS_LEVELS = ['public', 'investor', 'accredited', 'premium', 'admin'] as const;
export const DocumentAccessLevelSchema = z.enum(DOCUMENT_ACCESS_LEVELS);
export type DocumentAccessLevel = z.infer<typeof DocumentAccessLevelSchema>;

/** Types of the legal page's compliance reports (investor spec, Legal and compliance). */
export const LEGAL_REPORT_TYPES = ['Security', 'Compliance', 'Policy', 'Financial', 'Risk', 'Privacy'] as const;
export const LegalReportTypeSchema = z.enum(LEGAL_REPORT_TYPES);
export type LegalReportType = z.infer<typeof LegalReportTypeSchema>;

export const DOCUMENT_SORTS = ['date', 'downloads', 'title'] as const;
export const DocumentSortSchema = z.enum(DOCUMENT_SORTS);
export type DocumentSort = z.infer<typeof DocumentSortSchema>;

/** What the PDF of a seeded document is rendered from: sections of text, optionally a table. */
export const DocumentContentSchema = z.object({
  subtitle: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()),
      bullets: z.array(z.string()).optional(),
      table: z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) }).optional(),
    }),
  ),
});
export type DocumentContent = z.infer<typeof DocumentContentSchema>;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const DocumentListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search is too long').optional(),
  category: z.union([z.literal('all'), DocumentCategorySchema]).default('all'),
  access: z.union([z.literal('all'), DocumentAccessLevelSchema]).default('all'),
  sort: DocumentSortSchema.default('date'),
  /** legal-report: only the legal page's compliance reports (documents with a report type). */
  kind: z.enum(['all', 'legal-report']).default('all'),
  /** Comma-separated slugs: exactly these documents, in this order (the Resources tab's six PDFs). */
  slugs: z
    .string()
    .max(400)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(SLUG_PATTERN, 'Invalid slug')).max(20))
    .optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuerySchema>;

export const DocumentItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: DocumentCategorySchema,
  accessLevel: DocumentAccessLevelSchema,
  reportType: LegalReportTypeSchema.nullable(),
  fileSizeBytes: z.number().int(),
  downloads: z.number().int(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  author: z.string(),
  /** ISO date (yyyy-mm-dd). */
  publishedOn: z.string(),
  /** Where the file is served: /docs/{slug}.pdf. */
  downloadUrl: z.string(),
  /** Whether the current visitor or user may download it (the server enforces the same rule). */
  canDownload: z.boolean(),
});
export type DocumentItem = z.infer<typeof DocumentItemSchema>;

export const DocumentListResponseSchema = z.object({
  items: z.array(DocumentItemSchema),
  total: z.number().int(),
  featured: z.array(DocumentItemSchema),
  summary: z.object({
    totalDocuments: z.number().int(),
    totalDownloads: z.number().int(),
    featuredCount: z.number().int(),
    publicCount: z.number().int(),
  }),
  /** Category overview, derived from the documents. */
  categories: z.array(z.object({ category: DocumentCategorySchema, count: z.number().int() })),
  viewer: z.object({ isSignedIn: z.boolean(), accessLevels: z.array(DocumentAccessLevelSchema) }),
});
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

export const MyDocumentDownloadsResponseSchema = z.object({
  items: z.array(
    z.object({
      documentId: z.string(),
      slug: z.string(),
      title: z.string(),
      downloadUrl: z.string(),
      downloadedAt: z.string(),
    }),
  ),
});
export type MyDocumentDownloadsResponse = z.infer<typeof MyDocumentDownloadsResponseSchema>;

export const InvestorAccessRequestSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: EmailSchema,
  message: z.string().trim().max(2000, 'Message is too long').default(''),
});
export type InvestorAccessRequest = z.input<typeof InvestorAccessRequestSchema>;

export const InvestorAccessRequestResponseSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});
export type InvestorAccessRequestResponse = z.infer<typeof InvestorAccessRequestResponseSchema>;

/** The file name a download is saved under: the title with spaces replaced by hyphens (investor spec). */
export function documentFileName(title: string): string {
  return `${title.trim().replace(/\s+/g, '-')}.pdf`;
}

export const documentDownloadPath = (slug: string) => `/docs/${slug}.pdf`;

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  whitepaper: 'Whitepaper',
  presentation: 'Presentation',
  report: 'Report',
  legal: 'Legal',
  compliance: 'Compliance',
  audit: 'Audit',
};

export const DOCUMENT_ACCESS_LABELS: Record<DocumentAccessLevel, string> = {
  public: 'Public',
  investor: 'Investor',
  accredited: 'Accredited',
  premium: 'Premium Circle',
  admin: 'Admin',
};
