/**
 * Installs the global error listeners and schedules the web-vitals report. Deliberately tiny:
 * the report builders and the web-vitals package load on demand (lib/telemetry.ts), so the
 * initial chunk carries only these few lines (performance budget).
 */
import { PERFORMANCE_REPORT_DELAY_MS } from './ui-constants';

const loadTelemetry = () => import('./telemetry');

let isStarted = false;

export function startTelemetry(): void {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;

  window.addEventListener('error', (event) => {
    const error: unknown = event.error ?? event.message;
    void loadTelemetry()
      .then((t) => t.reportError('javascript_error', error))
      .catch(() => undefined);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    void loadTelemetry()
      .then((t) => t.reportError('unhandled_rejection', reason))
      .catch(() => undefined);
  });

  const schedule = () =>
    window.setTimeout(() => {
      void loadTelemetry()
        .then((t) => t.collectAndSendVitals())
        .catch(() => undefined);
    }, PERFORMANCE_REPORT_DELAY_MS);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
