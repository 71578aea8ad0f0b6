/**
 * The one fetch wrapper of the client. Same origin, cookies sent ('same-origin'); JSON in and out.
 * Any non-2xx response becomes an ApiError carrying the wire error shape
 * `{ error: { code, message, fields? } }` (ARCHITECTURE rule 4), so screens can show
 * `error.message` and per-field texts without parsing anything themselves.
 */
import type { z } from 'zod';

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

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validate the success body; the result type follows the schema. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Used when an error response carries no message. */
  fallbackMessage?: string;
  /** Fire-and-forget requests that must survive page unload (telemetry). */
  keepalive?: boolean;
}

const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal, query, keepalive } = options;
  const fallbackMessage = options.fallbackMessage ?? DEFAULT_ERROR_MESSAGE;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }

  const text = response.status === 204 ? '' : await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) throw toApiError(response.status, parsed, fallbackMessage);
  return schema ? schema.parse(parsed) : (parsed as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
