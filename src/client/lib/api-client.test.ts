import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE, apiRequest, buildUrl, toApiError } from './api-client';

describe('toApiError', () => {
  it('reads the wire error shape', () => {
    const e = toApiError(
      400,
      { error: { code: 'VALIDATION', message: 'Bad', fields: { email: 'Please enter a valid email address', n: 3 } } },
      'x',
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(400);
    expect(e.code).toBe('VALIDATION');
    expect(e.message).toBe('Bad');
    expect(e.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('accepts a top-level message and falls back otherwise', () => {
    expect(toApiError(401, { message: 'Nope', code: 'X' }, 'fb').message).toBe('Nope');
    const e = toApiError(500, 'not json', 'fallback');
    expect(e.message).toBe('fallback');
    expect(e.code).toBe('HTTP_500');
  });
});

describe('buildUrl', () => {
  it('skips empty values', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: '' })).toBe('/a?x=1');
    expect(buildUrl('/a?q=1', { x: true })).toBe('/a?q=1&x=true');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts loading a lazy schema with the request and parses the answer with it', async () => {
    const events: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        events.push('fetch');
        return new Response(JSON.stringify({ n: 2, extra: true }), { status: 200 });
      }),
    );
    const schema = vi.fn(async () => {
      events.push('schema');
      const { z } = await import('zod');
      return z.object({ n: z.number() });
    });
    await expect(apiRequest('/api/x', { schema })).resolves.toEqual({ n: 2 });
    expect(events[0]).toBe('schema');
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('answers a failed request with its error even when the lazy schema fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'NOPE', message: 'No' } }), { status: 404 })),
    );
    const schema = () => Promise.reject(new Error('chunk failed'));
    await expect(apiRequest('/api/x', { schema })).rejects.toMatchObject({ code: 'NOPE' });
  });

  it('sends JSON with same-origin credentials and parses the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  it('throws ApiError for error responses and a network error when fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No' } }), { status: 403 })),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('accepts 204 without a body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest('/api/x', { body: {} })).resolves.toBeUndefined();
  });
});
