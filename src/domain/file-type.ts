/**
 * What an uploaded file is, decided by its first bytes (its "magic number"), never by its name or
 * the type the browser declares. Shared by every upload (KYC documents, compliance attachments).
 */

export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG image' },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG image' },
} as const;
export type FileType = keyof typeof FILE_TYPES;

const SIGNATURES: readonly { type: FileType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes `sniffFileType` needs. */
export const FILE_SIGNATURE_BYTES = 16;

/** The type of a file from its leading bytes, or null when it is none of PDF, JPEG, PNG. */
export function sniffFileType(head: Uint8Array): FileType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

/** The type a file name claims by its extension (`.jpeg` and `.jpg` both JPEG), or null for any other. */
export function fileTypeOfName(fileName: string): FileType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'png') return 'png';
  return null;
}
