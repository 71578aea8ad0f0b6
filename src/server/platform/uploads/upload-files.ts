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

/**
 * The name a stored upload is listed and served under: the uploader's name, cleaned, with its
 * extension replaced by the one of the type detected from the bytes (`x.html` holding a PNG is
 * `x.png`), so no download is ever saved with an extension its content does not have.
 */
export function typedFileName(name: string, fallbackBase: string, extension: string): string {
  const cleaned = cleanFileName(name, fallbackBase);
  const base = cleaned.replace(/\.[A-Za-z0-9]{1,10}$/, '').trim() || fallbackBase;
  return `${base.slice(0, 120 - extension.length - 1)}.${extension}`;
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

/** What a client hears when the multipart body itself cannot be read (cut short, broken headers). */
export const MALFORMED_MULTIPART_MESSAGE = 'The upload could not be read: the multipart form data is malformed.';

/**
 * True for the multipart parser's own errors on a broken body (busboy throws plain Errors with no
 * status: a missing boundary, a part cut short, a malformed part header). They are the client's
 * fault, so every upload route answers them 400 instead of 500.
 */
export function isMalformedMultipartError(error: { message?: string; statusCode?: number }): boolean {
  if (error.statusCode !== undefined) return false;
  return /unexpected end of multipart data|boundary not found|malformed part header|unexpected end of form/i.test(
    error.message ?? '',
  );
}
