import type { FastifyRequest } from 'fastify';
import { DOCUMENT_ERROR_CODES, DOCUMENT_MESSAGES } from '../../../contracts/admin-documents';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { UploadedPdf } from './admin-documents-context';

export interface DocumentUploadForm {
  /** The `details` field, still unparsed (JSON text), when sent. */
  details?: string;
  file?: UploadedPdf;
}

/**
 * Reads the multipart body of an upload or a file replacement: at most one file in the field
 * `file` and a `details` field. Anything else, or a body that is not multipart, is a 400; a file
 * over the limit is a 413 (the multipart limit stops reading it).
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUploadForm> {
  const form: DocumentUploadForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          await part.toBuffer();
          throw badRequest(DOCUMENT_MESSAGES.badForm);
        }
        form.file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'details' && typeof part.value === 'string') {
        form.details = part.value;
      } else {
        throw badRequest(DOCUMENT_MESSAGES.badForm);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, DOCUMENT_ERROR_CODES.tooLarge, DOCUMENT_MESSAGES.tooLarge, {
        file: DOCUMENT_MESSAGES.tooLarge,
      });
    if (
      code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT'
    )
      throw badRequest(DOCUMENT_MESSAGES.badForm);
    throw error;
  }
  return form;
}
