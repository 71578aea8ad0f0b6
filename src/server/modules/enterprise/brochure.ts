import { ENTERPRISE_SECTIONS } from '../../../domain/enterprise-content';
import { renderDocumentPdf } from '../documents/documents-module';

/** The brochure's date, fixed so the PDF is the same bytes on every render (see renderDocumentPdf). */
const BROCHURE_DATE = '2026-01-01';
export const BROCHURE_FILE_NAME = 'VINO-Enterprise-Brochure.pdf';

let cached: Promise<Buffer> | undefined;

/** Download Enterprise Brochure: the four Enterprise Features sections as a PDF, rendered once per process. */
export function renderEnterpriseBrochure(): Promise<Buffer> {
  cached ??= renderDocumentPdf({
    title: 'VINO for Enterprise',
    author: 'VINO',
    publishedOn: BROCHURE_DATE,
    categoryLabel: 'Brochure',
    accessLabel: 'Public',
    content: {
      subtitle: 'Wine-backed tokens for institutions: security, performance and integration',
      sections: ENTERPRISE_SECTIONS.map((s) => ({
        heading: `${s.tab}: ${s.heading}`,
        paragraphs: [s.intro],
        bullets: s.features.map((f) => `${f.title}: ${f.text}`),
      })),
    },
  }).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
