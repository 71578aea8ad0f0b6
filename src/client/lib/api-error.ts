/**
 * The error every server call of the client rejects with, and how screens recognise it. Kept apart
 * from the fetch wrapper (api-client.ts), which only src/client/api may import: features and shared
 * widgets read `error.message` and `error.fields` from here without reaching the API client.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly requestId?: string;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
  }
}

/** Network failures (offline, DNS, server down) have no HTTP status; they get status 0. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads the error shape out of any JSON body; tolerant of bodies that are not the shape. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const e = error as { code?: unknown; message?: unknown; fields?: unknown; requestId?: unknown };
      const fields: Record<string, string> = {};
      if (e.fields && typeof e.fields === 'object') {
        for (const [key, value] of Object.entries(e.fields as Record<string, unknown>)) {
          if (typeof value === 'string') fields[key] = value;
        }
      }
      return new ApiError(
        status,
        typeof e.code === 'string' ? e.code : `HTTP_${status}`,
        typeof e.message === 'string' && e.message ? e.message : fallbackMessage,
        fields,
        typeof e.requestId === 'string' ? e.requestId : undefined,
      );
    }
  }
  // Some auth endpoints answer `{ message, code }` at the top level; accept that too.
  if (body && typeof body === 'object' && 'message' in body) {
    const b = body as { message?: unknown; code?: unknown };
    if (typeof b.message === 'string' && b.message) {
      return new ApiError(status, typeof b.code === 'string' ? b.code : `HTTP_${status}`, b.message);
    }
  }
  return new ApiError(status, `HTTP_${status}`, fallbackMessage);
}
