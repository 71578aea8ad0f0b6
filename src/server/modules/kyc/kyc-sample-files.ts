import { deflateSync } from 'node:zlib';
import type { KycDocumentKind } from '../../../domain/kyc/kyc-documents';

/**
 * Small, valid sample documents for the demo's pending KYC cases, generated in code (no binary files
 * in the repository): a PNG "identity card" and a one-page PDF "utility bill". The same input always
 * gives the same bytes, so a sample missing from storage is simply written again.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 240×150 card: a cream background, a burgundy band, a grey "photo" and text-like bars. */
export function samplePng(seed: number): Buffer {
  const width = 240;
  const height = 150;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let rgb: [number, number, number] = [245, 240, 228];
      if (y < 28) rgb = [127, 29, 58];
      else if (x >= 16 && x < 86 && y >= 44 && y < 134) rgb = [168, 162, 158];
      else if (x >= 100 && x < 100 + 60 + ((seed * 37 + y) % 70) && [52, 72, 92, 112].some((t) => y >= t && y < t + 8))
        rgb = [68, 64, 60];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with a few lines of text (Helvetica, no embedded fonts). */
export function samplePdf(lines: string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 56 760 Td',
    `(${pdfText(lines[0] ?? '')}) Tj`,
    '/F1 12 Tf',
    ...lines.slice(1).flatMap((line) => ['0 -24 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Storage keys of generated samples start with this; such a file is regenerated when missing. */
export const KYC_SAMPLE_KEY_PREFIX = 'kyc-samples/';

/**
 * The sample bytes of a demo document, from its kind and file name only (so a missing file is
 * written again byte for byte): the identity card is a PNG, the proof of address a PDF.
 */
export function kycSampleFile(kind: KycDocumentKind, fileName: string): Buffer {
  const seed = [...fileName].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return kind === 'identity'
    ? samplePng(seed)
    : samplePdf([
        'Proof of address (sample)',
        `File: ${fileName}`,
        'Vineyard Utilities Ltd, statement of account',
        'This is a generated demo document, not a real bill.',
      ]);
}
