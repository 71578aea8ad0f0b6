/**
 * POST with an `Idempotency-Key` header (the creating payment requests). The key is made once per
 * attempt by the caller and reused if that same attempt is retried, so a double click or a retried
 * request creates one payment, not two. The shared api client has no header option, so this is
 * the same fetch with the same error shape (toApiError).
 */
import { IDEMPOTENCY_HEADER } from '../../contracts/payments';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';

export async function idempotentPost<T>(
  path: string,
  body: unknown,
  idempotencyKey: string,
  fallbackMessage: string,
  /** The contract's response schema (the data layer always passes it). */
  schema?: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw toApiError(response.status, parsed, fallbackMessage);
  return schema ? schema.parse(parsed) : (parsed as T);
}
