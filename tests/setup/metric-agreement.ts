import { METRIC_READERS, pickFigure, type MetricReader } from '../../src/contracts/metric-readers';
import { parseCsv } from '../../src/domain/csv';
import { METRICS } from '../../src/domain/metrics/metric-catalogue';
import { readMetric } from '../../src/server/modules/reporting/metric-queries';
import type { TestApp } from './test-app';

export interface Disagreement {
  metric: string;
  screen: string;
  shown: unknown;
  catalogue: number | null;
}

const asNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Counts exactly; money to the cent; rates to the tenth of a percent the reports print. */
function agrees(unit: string, shown: number | null, expected: number | null): boolean {
  if (shown === null || expected === null) return shown === expected;
  if (unit === 'count') return shown === expected;
  return Math.abs(shown - expected) <= (unit === 'percent' ? 0.051 : 0.011);
}

/**
 * Every reader's figure (the API answer behind a screen or export) against the catalogue's query of
 * the same metric, read right after it: the disagreements, empty when every screen agrees.
 */
export async function findDisagreements(
  t: TestApp,
  cookie: string,
  readers: readonly MetricReader[] = METRIC_READERS,
): Promise<Disagreement[]> {
  const answers = new Map<string, unknown>();
  const out: Disagreement[] = [];
  for (const reader of readers) {
    if (!answers.has(reader.path)) {
      const res = await t.get(reader.path, cookie);
      if (res.statusCode !== 200) throw new Error(`${reader.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      answers.set(reader.path, reader.format === 'csv' ? parseCsv(res.body).map((r) => r.cells) : res.json());
    }
    const json = answers.get(reader.path);
    if (reader.skipIf && pickFigure(json, reader.skipIf) === true) continue;
    const raw = reader.pick === '#rows' ? (json as unknown[]).length - 1 : pickFigure(json, reader.pick);
    if (raw === undefined) throw new Error(`${reader.screen}: nothing at ${reader.pick} of ${reader.path}`);
    const shown = asNumber(raw === '' ? null : raw);
    const window =
      reader.windowFrom && reader.windowTo
        ? {
            start: new Date(String(pickFigure(json, reader.windowFrom))),
            end: new Date(String(pickFigure(json, reader.windowTo))),
          }
        : undefined;
    const catalogue = await readMetric(t.db, reader.metric, { now: new Date(), days: reader.days, window });
    if (!agrees(METRICS[reader.metric].unit, shown, catalogue))
      out.push({ metric: reader.metric, screen: reader.screen, shown: raw, catalogue });
  }
  return out;
}

/** Metrics two or more readers show: the ones the agreement is about. */
export function sharedMetrics(readers: readonly MetricReader[] = METRIC_READERS): string[] {
  const counts = new Map<string, Set<string>>();
  for (const r of readers) counts.set(r.metric, (counts.get(r.metric) ?? new Set()).add(r.screen));
  return [...counts].filter(([, screens]) => screens.size > 1).map(([m]) => m);
}
