/**
 * The one fetch wrapper of the client. Same origin, cookies sent ('same-origin'); JSON in and out.
 * Any non-2xx response becomes an ApiError carrying the wire error shape
 * `{ error: { code, message, fields? } }` (docs/architecture.md, rule 7), so screens can show
 * `error.message` and per-field texts without parsing anything themselves.
 */
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';

// Re-exported for the data layer (src/client/api), which handles errors beside its calls.
export { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, isApiError, toApiError } from './api-error';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Validate the success body; the result type follows the schema. A loader (`() => import(...)`)
   * keeps zod out of the chunk that calls: shell code uses it so zod loads only when the request is made.
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
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
  // A schema loader starts with the request, so its chunk downloads while the server answers.
  const loadingSchema = typeof schema === 'function' ? schema() : undefined;
  loadingSchema?.catch(() => undefined);
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
  if (!schema) return parsed as T;
  return (loadingSchema ? await loadingSchema : (schema as z.ZodType<T>)).parse(parsed);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
