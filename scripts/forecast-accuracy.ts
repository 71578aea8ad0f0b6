/**
 * `npx tsx scripts/forecast-accuracy.ts`: the analytics models' out-of-sample accuracy on the demo
 * data, written into docs/forecasting.md between its table markers. Seeds a fresh in-memory embedded
 * database in demo mode (or reads DATABASE_URL's, untouched, when set), fits every series as the hourly job
 * does and tabulates, per series, the method chosen on the validation window and its scores on the
 * later test window: MASE against the naive forecast, WAPE and the 80 % interval's coverage.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { ModelEvaluation } from '../src/contracts/analytics';
import { MODEL_METHOD_LABELS, type ModelMethod } from '../src/domain/analytics/forecast-models';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';
import { fitModels } from '../src/server/modules/analytics/fit-models';
import { SERIES } from '../src/server/modules/analytics/analytics-series';

const DOC = 'docs/forecasting.md';
const BEGIN = '<!-- forecast-accuracy:begin -->';
const END = '<!-- forecast-accuracy:end -->';

const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDatabase({ dataDir: 'memory://', databaseUrl });
const now = new Date();
if (!databaseUrl) {
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoMode: true, now });
}
const rows = await fitModels(handle.db, now);
await handle.close();

const num = (v: number | null | undefined, digits: number, suffix = '') =>
  v === null || v === undefined ? 'n/a' : `${v.toFixed(digits)}${suffix}`;

const lines = [
  `Measured ${now.toISOString().slice(0, 10)} on ${databaseUrl ? 'the database at DATABASE_URL' : 'a fresh demo seed'}.`,
  '',
  '| Series | Weeks | Chosen model | Validation MASE | Test MASE vs naive | Test WAPE | 80 % interval coverage (test) |',
  '|---|---:|---|---:|---:|---:|---:|',
];
for (const s of SERIES) {
  const fits = rows.filter((r) => r.series === s.key);
  const chosen = fits.find((r) => r.result.chosen === true);
  const any = fits[0];
  const e = (chosen ?? any)?.result.evaluation as ModelEvaluation | undefined;
  if (!chosen || !e || e.status !== 'evaluated') {
    lines.push(`| ${s.label} | ${any?.points ?? 0} | — | — | ${e?.accuracy.label ?? 'Not enough history'} | — | — |`);
    continue;
  }
  lines.push(
    `| ${s.label} | ${chosen.points} | ${MODEL_METHOD_LABELS[chosen.method as ModelMethod]} | ${num(e.validation?.mase, 2)} | ${num(e.test?.mase, 2)} | ${num(e.test?.wape, 1, ' %')} | ${num(e.test?.coverage, 0, ' %')} |`,
  );
}
const table = lines.join('\n');
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(BEGIN);
const stop = doc.indexOf(END);
if (start < 0 || stop < start) throw new Error(`${DOC} has no ${BEGIN} … ${END} markers`);
writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${table}\n${doc.slice(stop)}`);
console.log(table);
