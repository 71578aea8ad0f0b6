import { apiPaths } from '../../src/contracts/api-paths';
import type { AdminDocumentDetails } from '../../src/contracts/admin-documents';
import { samplePdf, samplePng } from '../../src/server/modules/kyc/kyc-sample-files';
import type { TestApp } from '../setup/test-app';
import { multipart, type FilePart, type TextPart } from './multipart';

type Part = FilePart | TextPart;

export const documentPdf = (text = 'Uploaded document') => samplePdf([text, 'VINO test']);
/** A PNG named like a PDF, declared as one: the server must judge it by its bytes. */
export const pngNamedPdf = { fileName: 'report.pdf', contentType: 'application/pdf', bytes: samplePng(2) };

export const documentDetails = (over: Partial<AdminDocumentDetails> = {}): AdminDocumentDetails => ({
  title: 'Cellar Audit 2026',
  description: 'Independent audit of the cellar holdings.',
  category: 'audit',
  accessLevel: 'investor',
  featured: false,
  tags: ['audit', 'cellar'],
  ...over,
});

export interface UploadFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export const pdfFile = (bytes = documentPdf()): UploadFile => ({
  fileName: 'cellar-audit.pdf',
  contentType: 'application/pdf',
  bytes,
});

function send(t: TestApp, method: 'POST' | 'PUT', url: string, parts: Part[], cookie?: string) {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method,
    url,
    payload: body,
    headers: { origin: t.config.publicUrl, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** Upload Document through the API: the details as JSON and one file. */
export function uploadDocument(t: TestApp, cookie: string, details: unknown, file: UploadFile | null = pdfFile()) {
  const parts: Part[] = [{ field: 'details', value: JSON.stringify(details) }];
  if (file) parts.push({ field: 'file', ...file });
  return send(t, 'POST', apiPaths.admin.documents, parts, cookie);
}

/** Replace the file of a document through the API. */
export function replaceDocumentFile(t: TestApp, cookie: string, id: string, file: UploadFile) {
  return send(t, 'PUT', apiPaths.admin.documentFile.replace(':id', id), [{ field: 'file', ...file }], cookie);
}
