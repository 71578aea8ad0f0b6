import { randomUUID } from 'node:crypto';
import { DOCUMENT_ERROR_CODES, DOCUMENT_MESSAGES } from '../../../contracts/admin-documents';
import { DOCUMENT_UPLOAD_MAX_BYTES, cleanPdfFileName, isPdfFile } from '../../../domain/document-upload';
import { AppError } from '../../platform/http/app-error';
import type { UploadedPdf } from './admin-documents-context';

/**
 * Refuses anything but a non-empty PDF within the size limit, judged by the file's bytes (a PNG
 * renamed .pdf is refused), and returns its listed name and a fresh storage key. Each upload gets
 * its own key, so a replaced file is never overwritten in place while someone downloads it.
 */
export function checkUploadedPdf(file: UploadedPdf | undefined): { fileName: string; storageKey: string } {
  if (!file || file.bytes.length === 0)
    throw new AppError(400, 'BAD_REQUEST', DOCUMENT_MESSAGES.fileMissing, { file: DOCUMENT_MESSAGES.fileMissing });
  if (file.bytes.length > DOCUMENT_UPLOAD_MAX_BYTES)
    throw new AppError(413, DOCUMENT_ERROR_CODES.tooLarge, DOCUMENT_MESSAGES.tooLarge, {
      file: DOCUMENT_MESSAGES.tooLarge,
    });
  if (!isPdfFile(file.bytes.subarray(0, 8)))
    throw new AppError(400, DOCUMENT_ERROR_CODES.notPdf, DOCUMENT_MESSAGES.notPdf, { file: DOCUMENT_MESSAGES.notPdf });
  return {
    fileName: cleanPdfFileName(file.fileName, 'document.pdf'),
    storageKey: `documents/uploads/${randomUUID()}.pdf`,
  };
}
