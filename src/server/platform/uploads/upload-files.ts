/**
 * Helpers every upload route shares (KYC documents, compliance attachments): a safe display name for
 * an uploaded file and the Content-Disposition headers files are served back with. What a file is
 * comes from its bytes: src/domain/file-type.ts.
 */

/** A file name as shown to people: no path, no control characters, bounded. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-120);
  return cleaned || fallback;
}

/** RFC 6266: an ASCII fallback name plus the exact name encoded (uploaders' names may hold any character). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Fastify multipart error codes that mean the body was not the form the route expects. */
export const MALFORMED_MULTIPART_CODES: ReadonlySet<string> = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
]);

/** Fastify multipart's code for a file over the registered size limit. */
export const FILE_TOO_LARGE_CODE = 'FST_REQ_FILE_TOO_LARGE';
