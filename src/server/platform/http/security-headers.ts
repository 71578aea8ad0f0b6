import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';

/**
 * Security headers. The CSP allows only our own origin: images, fonts and scripts ship with the
 * product (look and feel), so nothing third-party needs to load. Inline styles are
 * allowed for React's style attributes; scripts never inline.
 *
 * The headers are the same for every response, so they are built once at start-up and copied onto
 * each reply by one synchronous hook (response-headers.ts). Registering @fastify/helmet instead rebuilt
 * helmet's middleware, parsing every CSP directive again, on every request: about 12% of the CPU
 * time of a cached public endpoint under load.
 */
export function buildSecurityHeaders(options: { isHttps: boolean }): Readonly<Record<string, string>> {
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
  };
  const headers: Record<string, string> = {
    // Helmet's own CSP builder (and its directive checks), run once.
    'content-security-policy': renderCsp(directives),
    // Helmet 8's defaults, without Cross-Origin-Embedder-Policy (it would block the wallet and
    // payment iframes) and with HSTS only over HTTPS.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (options.isHttps) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return Object.freeze(headers);
}

/**
 * Helmet's defaults that act only on a document a browser renders (HTML, or a file it opens): an
 * origin-keyed agent cluster, DNS prefetching of the page's links, IE8's open-download prompt, Adobe
 * clients' cross-domain policy, the legacy XSS auditor. OWASP's REST security cheat sheet leaves
 * them off API responses; the rest (CSP, nosniff, frame options, referrer policy, COOP, CORP, HSTS)
 * apply to every response.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The security headers of an API response: every header above but the document-only ones. */
export function withoutDocumentOnlyHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.freeze(
    Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name))),
  );
}

function renderCsp(directives: Record<string, string[]>): string {
  let value: string | undefined;
  const capture = {
    setHeader: (_name: string, header: string) => void (value = header),
  } as unknown as ServerResponse;
  fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })({} as never, capture, (error?: unknown) => {
    if (error) throw error;
  });
  if (!value) throw new Error('The content security policy rendered empty.');
  return value;
}
