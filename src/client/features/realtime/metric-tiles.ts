/**
 * The six live tiles of the real-time data centre (operator spec section 2), computed from
 * /api/v1/metrics and the market tickers; nothing invented: a figure the API does not publish reads
 * "—" with the reason. The trend compares with the previous sample this page saw (5 s earlier).
 */
import type { MarketSummary } from '../../../contracts/market';
import type { PlatformMetrics } from '../../../contracts/metrics';
import type { VaultUpdatesData } from '../../../contracts/realtime';
import { formatCompactUsd, formatInteger } from '../../../domain/format';
import type { MetricName } from '../../../domain/metrics/metric-catalogue';

export type Trend = 'up' | 'down' | 'stable';

export interface MetricTile {
  name: string;
  /** Display value, or "—" when not measured. */
  value: string;
  /** How it is computed, or why it is missing. */
  detail: string;
  /** Raw number for the trend; null when not measured. */
  raw: number | null;
  /** The catalogue metric this tile shows, when it is one (its "How is this computed"). */
  metric?: MetricName;
}

export const METRIC_NAMES = [
  'Total Value Locked',
  'Active Users',
  'Daily Volume',
  'Wine Asset Value',
  'Token Holders',
  'Backing Ratio',
] as const;

function vinoUsdPrice(markets: MarketSummary[]): number | null {
  const last = markets.find((m) => m.id === 'VINO-USD')?.ticker.last;
  return last ? Number(last) : null;
}

export function buildMetricTiles(
  metrics: PlatformMetrics,
  markets: MarketSummary[] | undefined,
  vaults: VaultUpdatesData | null = null,
): MetricTile[] {
  const price = markets ? vinoUsdPrice(markets) : null;
  const locked = Number(metrics.total_value_locked_vino);
  const volumeVino = (markets ?? []).reduce((sum, m) => sum + Number(m.ticker.volume24h), 0);
  const tvl = price === null ? null : locked * price;
  const dailyVolume = price === null || !markets ? null : volumeVino * price;
  const wine = Number(metrics.total_wine_value);
  const backing = Number(metrics.backing_ratio);

  return [
    {
      name: 'Total Value Locked',
      value: tvl === null ? '—' : formatCompactUsd(tvl),
      detail:
        tvl === null
          ? 'Needs a VINO/USD trade price'
          : 'VINO staked and in the staking rewards pool, at the VINO/USD last price',
      raw: tvl,
    },
    {
      name: 'Active Users',
      value: formatInteger(metrics.active_users_24h),
      detail: 'Signed in within the last 24 hours',
      raw: metrics.active_users_24h,
      metric: 'active_users_24h',
    },
    {
      name: 'Daily Volume',
      value: dailyVolume === null ? '—' : formatCompactUsd(dailyVolume),
      detail:
        dailyVolume === null
          ? 'Needs the market tickers and a VINO/USD price'
          : 'VINO traded on all pairs in 24 h, in USD',
      raw: dailyVolume,
    },
    {
      name: 'Wine Asset Value',
      value: formatCompactUsd(wine),
      detail: vaults
        ? `Current value × bottles: ${formatInteger(vaults.vaults.reduce((n, v) => n + v.occupied, 0))} bottles in ${vaults.vaults.length} vaults`
        : 'Current value × bottles of the wine reserve',
      raw: wine,
    },
    {
      name: 'Token Holders',
      value: formatInteger(metrics.token_holders),
      detail: 'Accounts holding a positive VINO balance',
      raw: metrics.token_holders,
      metric: 'holders',
    },
    {
      name: 'Backing Ratio',
      value: `${backing.toFixed(1)}%`,
      detail: 'Wine reserve value ÷ VINO in circulation',
      raw: backing,
    },
  ];
}

export function trendOf(current: number | null, previous: number | null | undefined): Trend {
  if (current === null || previous === null || previous === undefined || current === previous) return 'stable';
  return current > previous ? 'up' : 'down';
}
