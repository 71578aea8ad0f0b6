import { REVENUE_SOURCES, type RevenueSource } from '../../../contracts/reports';
import type { Executor } from '../../db/client';
import {
  feeToUsdCents,
  readFeesByAsset,
  readRevenueByType,
  SOURCE_LABELS,
  SOURCE_OF_REVENUE_TYPE,
  type Span,
} from '../reporting/reporting-module';

/**
 * Revenue of a span by the admin report's four sources: revenue rows by type, plus the trading fees
 * the ledger's `fees` account took (valued at the exchange's reference prices).
 */
export async function readRevenueComposition(db: Executor, span: Span): Promise<Record<RevenueSource, number>> {
  const [rows, fees] = await Promise.all([readRevenueByType(db, span), readFeesByAsset(db, span)]);
  const out = Object.fromEntries(REVENUE_SOURCES.map((s) => [s, 0])) as Record<RevenueSource, number>;
  for (const r of rows) {
    const source = SOURCE_OF_REVENUE_TYPE[r.revenue_type];
    if (source) out[source] += r.amount;
  }
  for (const f of fees) out.trading_fees += Number(feeToUsdCents(f.asset, f.amount) ?? 0n) / 100;
  return out;
}

export const sourceLabel = (s: RevenueSource) => SOURCE_LABELS[s];
export const totalOf = (r: Record<RevenueSource, number>) => REVENUE_SOURCES.reduce((s, k) => s + r[k], 0);
