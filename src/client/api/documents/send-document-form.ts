/**
 * Sends a multipart form (an upload or a file replacement) to an admin documents route. fetch with
 * FormData lets the browser set the boundary; errors become the same ApiError as every other call.
 */
import { AdminDocumentSchema, type AdminDocument } from '../../../contracts/admin-documents';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';

export async function sendDocumentForm(url: string, method: 'POST' | 'PUT', form: FormData): Promise<AdminDocument> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body, 'The document could not be uploaded. Please try again.');
  return AdminDocumentSchema.parse(body);
}
