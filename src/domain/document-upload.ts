/**
 * What an admin may upload to the document library: a PDF, judged by its bytes — never by
 * its name or the type the browser declares — and no larger than the limit below.
 */

/** The largest document accepted. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** "%PDF-": every PDF file starts with it (ISO 32000-1, 7.5.2). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** True when the file's first bytes are the PDF signature. */
export function isPdfFile(head: Uint8Array): boolean {
  return head.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, i) => head[i] === byte);
}

/** The name a file is listed under: no path, no control characters, bounded, ending in .pdf. */
export function cleanPdfFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-120);
  const named = cleaned || fallback;
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}
