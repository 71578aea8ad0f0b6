import type { Executor } from '../../db/client';
import {
  type BinRow,
  type BinUnit,
  feeToUsdCents,
  readBins,
  readFeeBins,
  type Span,
} from '../reporting/reporting-module';

/** The series the models are fitted on (weekly totals), with their units and the page's names. */
export const SERIES = [
  { key: 'revenue', label: 'Revenue', unit: 'usd' },
  { key: 'new_users', label: 'New Users', unit: 'count' },
  { key: 'active', label: 'Active Users', unit: 'count' },
  { key: 'purchases', label: 'Token Purchases', unit: 'count' },
  { key: 'trades', label: 'Trades', unit: 'count' },
  { key: 'staked', label: 'VINO Staked', unit: 'vino' },
] as const;
export type SeriesKey = (typeof SERIES)[number]['key'];

export type BinTotals = Omit<BinRow, 'bin'> & { start: Date };

const DAY_MS = 86_400_000;

/** The UTC start of the bin holding `at` (weeks start on Monday, as date_trunc's). */
export function binStart(unit: BinUnit, at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (unit === 'day') return d;
  if (unit === 'week') return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  if (unit === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  if (unit === 'quarter') return new Date(Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1));
  return new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
}

/** The bin start `n` bins after `start` (n may be negative). */
export function addBins(unit: BinUnit, start: Date, n: number): Date {
  if (unit === 'day') return new Date(start.getTime() + n * DAY_MS);
  if (unit === 'week') return new Date(start.getTime() + 7 * n * DAY_MS);
  const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : 12 * n;
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
}

/**
 * Every bin from `from` (a bin start) up to, not including, `to` (a bin start), zeros where nothing
 * happened; revenue includes the ledger's trading fees valued in USD like the admin report.
 */
export async function readFilledBins(db: Executor, unit: BinUnit, from: Date, to: Date): Promise<BinTotals[]> {
  const span: Span = { start: from, end: to };
  const [rows, fees] = await Promise.all([readBins(db, unit, span), readFeeBins(db, unit, span)]);
  const byBin = new Map(rows.map((r) => [new Date(r.bin).getTime(), r]));
  const feesByBin = new Map<number, number>();
  for (const f of fees) {
    const t = new Date(f.bin).getTime();
    feesByBin.set(t, (feesByBin.get(t) ?? 0) + Number(feeToUsdCents(f.asset, f.amount) ?? 0n) / 100);
  }
  const out: BinTotals[] = [];
  for (let start = from; start < to; start = addBins(unit, start, 1)) {
    const row = byBin.get(start.getTime());
    out.push({
      start,
      revenue: (row?.revenue ?? 0) + (feesByBin.get(start.getTime()) ?? 0),
      purchases: row?.purchases ?? 0,
      new_users: row?.new_users ?? 0,
      trades: row?.trades ?? 0,
      staked: row?.staked ?? 0,
      active: row?.active ?? 0,
    });
  }
  return out;
}
