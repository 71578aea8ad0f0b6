/**
 * Which browser sessions report web-vitals. A performance dashboard needs a sample, not every page
 * load: each browser tab session draws a random id, and the session reports only when the id's hash
 * falls in the sample. The server applies the same rule (a forged report must at least carry a
 * sampled id) and caps the reports one session may make, so no single client can outweigh the rest.
 */

/** Share of sessions that report, percent. */
export const VITALS_SAMPLE_PERCENT = 25;
/** Page loads one session may report per hour. */
export const VITALS_REPORTS_PER_SESSION_HOUR = 20;
/** Where the browser keeps its tab session's id (sessionStorage). */
export const VITALS_SESSION_STORAGE_KEY = 'vino.vitals-session';
/** A session id: URL-safe characters, long enough to be random. */
export const VITALS_SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** FNV-1a, 32 bits: a fast, stable, well-spread hash of a short string (not a secret). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function isSampledSession(sessionId: string, percent: number = VITALS_SAMPLE_PERCENT): boolean {
  return fnv1a(sessionId) % 100 < percent;
}

/**
 * The largest values a report may carry, so one browser cannot drag an average anywhere: the
 * browser clamps its measurements to them and the server refuses anything beyond. A page taking
 * over a minute is reported as a minute; layout shift beyond 10 and a JavaScript heap beyond 16 GB
 * do not happen in a working browser.
 */
export const VITALS_BOUNDS = { ms: 60_000, layoutShift: 10, memoryMb: 16_384 } as const;
