/**
 * Browser telemetry (core spec sections 8 and 9):
 * - web-vitals of each page load, sent once PERFORMANCE_REPORT_DELAY_MS after `load`, rounded
 *   (layout shift to CLS_DECIMALS, memory to MEMORY_MB_DECIMALS) and clamped to VITALS_BOUNDS, by the
 *   sampled tab sessions only (domain/vitals-sampling.ts). The `web-vitals` package is
 *   imported lazily so it never weighs on the initial chunk.
 * - window 'error' and 'unhandledrejection' become error events (javascript_error /
 *   unhandled_rejection); nothing is shown to the user (spec: "nothing visible").
 * Telemetry never throws: a failed report is dropped.
 * This module is itself loaded lazily by telemetry-bootstrap.ts, so none of it is in the initial chunk.
 */
import { apiPaths } from '../../contracts/api-paths';
// Types only from the contract: its schemas (and zod) stay out of the home page's idle scripts.
import type { ErrorEventReport, WebVitalsReport } from '../../contracts/telemetry';
import { isSampledSession, VITALS_BOUNDS, VITALS_SESSION_STORAGE_KEY } from '../../domain/vitals-sampling';
import { CLS_DECIMALS, MEMORY_MB_DECIMALS } from './ui-constants';
import { roundTo } from '../../domain/format';

/** Sends JSON without waiting and without ever rejecting; keepalive lets it outlive the page. */
function send(path: string, payload: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Telemetry must never break the page.
  }
}

const MAX_MESSAGE = 2000;
const MAX_STACK = 10_000;
const MAX_UA = 500;

export function buildErrorReport(
  errorType: ErrorEventReport['error_type'],
  error: unknown,
  extra: { errorId?: string; pageUrl?: string; userAgent?: string } = {},
): ErrorEventReport {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : (safeStringify(error) ?? 'Unknown error');
  const stack = error instanceof Error && error.stack ? error.stack : null;
  return {
    error_type: errorType,
    error_message: (message || 'Unknown error').slice(0, MAX_MESSAGE),
    stack_trace: stack ? stack.slice(0, MAX_STACK) : null,
    page_url: (extra.pageUrl ?? (typeof location === 'undefined' ? '' : location.href)).slice(0, 2000),
    user_agent: (extra.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent)).slice(0, MAX_UA),
    ...(extra.errorId ? { error_id: extra.errorId.slice(0, 64) } : {}),
  };
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

export function reportError(errorType: ErrorEventReport['error_type'], error: unknown, errorId?: string): void {
  send(apiPaths.telemetryErrors, buildErrorReport(errorType, error, { errorId }));
}

/** Raw measurements before rounding; all optional because browsers support different sets. */
export interface RawVitals {
  pageRoute: string;
  sessionId: string;
  loadTimeMs?: number;
  ttfbMs?: number;
  ttiMs?: number;
  cls?: number;
  lcpMs?: number;
  fcpMs?: number;
  fidMs?: number;
  memoryBytes?: number;
  networkConnection?: string;
  deviceInfo?: Record<string, string | number | boolean>;
}

const BYTES_PER_MB = 1024 * 1024;
function ms(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value) || value < 0) return null;
  return Math.min(VITALS_BOUNDS.ms, Math.round(value));
}

/** Rounds the raw values the way the spec says: ms to integers, CLS to 3 decimals, memory MB to 2. */
export function buildVitalsReport(raw: RawVitals): WebVitalsReport {
  return {
    page_route: raw.pageRoute.slice(0, 300),
    session_id: raw.sessionId,
    load_time_ms: ms(raw.loadTimeMs),
    time_to_first_byte_ms: ms(raw.ttfbMs),
    time_to_interactive_ms: ms(raw.ttiMs),
    cumulative_layout_shift:
      raw.cls === undefined || !Number.isFinite(raw.cls)
        ? null
        : roundTo(Math.min(VITALS_BOUNDS.layoutShift, raw.cls), CLS_DECIMALS),
    largest_contentful_paint_ms: ms(raw.lcpMs),
    first_contentful_paint_ms: ms(raw.fcpMs),
    first_input_delay_ms: ms(raw.fidMs),
    memory_usage_mb:
      raw.memoryBytes === undefined || !Number.isFinite(raw.memoryBytes)
        ? null
        : roundTo(Math.min(VITALS_BOUNDS.memoryMb, raw.memoryBytes / BYTES_PER_MB), MEMORY_MB_DECIMALS),
    network_connection: raw.networkConnection ? raw.networkConnection.slice(0, 40) : null,
    device_info: raw.deviceInfo ?? null,
  };
}

interface NavigatorExtras {
  connection?: { effectiveType?: string };
  deviceMemory?: number;
}

/** This tab session's random id, kept in sessionStorage (a fresh one per page when storage is refused). */
export function vitalsSessionId(): string {
  try {
    const stored = sessionStorage.getItem(VITALS_SESSION_STORAGE_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    sessionStorage.setItem(VITALS_SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** Measures this page load and posts it once (called PERFORMANCE_REPORT_DELAY_MS after load). */
export async function collectAndSendVitals(): Promise<void> {
  const sessionId = vitalsSessionId();
  if (!isSampledSession(sessionId)) return;
  // Lazy: web-vitals is a separate chunk, fetched only after the page has loaded.
  const { onCLS, onLCP, onTTFB, onINP, onFCP } = await import('web-vitals');
  const raw: RawVitals = { pageRoute: location.pathname, sessionId };
  // reportAllChanges: we want the values as they are now, then we send once.
  onCLS((m) => (raw.cls = m.value), { reportAllChanges: true });
  onLCP((m) => (raw.lcpMs = m.value), { reportAllChanges: true });
  onTTFB((m) => (raw.ttfbMs = m.value));
  // INP replaced FID in web-vitals 4+; it is the closest measure of input delay we can report.
  onINP((m) => (raw.fidMs = m.value), { reportAllChanges: true });
  onFCP((m) => (raw.fcpMs = m.value));

  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) {
    raw.loadTimeMs = nav.loadEventEnd > 0 ? nav.loadEventEnd : nav.duration;
    raw.ttiMs = nav.domInteractive;
    raw.ttfbMs ??= nav.responseStart;
  }
  const memory = (performance as Performance & { memory?: { usedJSHeapSize?: number } }).memory;
  if (memory?.usedJSHeapSize) raw.memoryBytes = memory.usedJSHeapSize;
  const extras = navigator as Navigator & NavigatorExtras;
  raw.networkConnection = extras.connection?.effectiveType;
  raw.deviceInfo = {
    viewport_width: window.innerWidth,
    viewport_height: window.innerHeight,
    pixel_ratio: window.devicePixelRatio,
    ...(extras.deviceMemory ? { device_memory_gb: extras.deviceMemory } : {}),
  };

  // Give the observers a tick to deliver buffered entries before reading them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  send(apiPaths.telemetryVitals, buildVitalsReport(raw));
}
