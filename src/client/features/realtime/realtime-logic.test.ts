import { describe, expect, it } from 'vitest';
import type { MarketSummary } from '../../../contracts/market';
import type { PlatformMetrics } from '../../../contracts/metrics';
import { addNotification } from './live/use-live-notifications';
import { combineStatuses } from './live/use-system-status';
import { withLiveReserve } from './live/use-live-reserve';
import { buildMetricTiles, trendOf } from './metric-tiles';
import { badgeLabel, formatMarketPrice, formatQuoteAmount, formatTimeAgo, formatUptime } from './realtime-display';

const metrics: PlatformMetrics = {
  total_users: 10,
  new_users_today: 1,
  active_users_24h: 4,
  total_revenue: '0',
  revenue_24h: '0',
  total_transactions: 0,
  transactions_today: 0,
  total_wine_value: '2560000.00',
  total_staked: '1000',
  active_stakers: 0,
  total_value_locked_vino: '1001000',
  token_holders: 42,
  backing_ratio: '102.4',
  last_updated: '2026-01-01T00:00:00.000Z',
};

const market = (id: MarketSummary['id'], last: string | null, volume: string): MarketSummary => ({
  id,
  label: id.replace('-', '/'),
  base: 'VINO',
  quote: id.split('-')[1]!,
  priceDecimals: 4,
  displayPriceDecimals: 4,
  amountDecimals: 2,
  referencePrice: '1',
  ticker: { last, change24h: '0', volume24h: volume, quoteVolume24h: '0', high24h: null, low24h: null },
});

describe('live metric tiles', () => {
  it('computes every tile from data and says why a figure is missing', () => {
    const tiles = buildMetricTiles(metrics, [market('VINO-USD', '1.0000', '1500'), market('VINO-ETH', null, '500')]);
    const byName = Object.fromEntries(tiles.map((t) => [t.name, t]));
    // Staked plus the rewards pool (1,001,000 VINO) at 1.00 USD.
    expect(byName['Total Value Locked']?.value).toBe('$1.0M');
    expect(byName['Daily Volume']?.value).toBe('$2.0K');
    expect(byName['Active Users']?.value).toBe('4');
    expect(byName['Wine Asset Value']?.value).toBe('$2.6M');
    expect(byName['Backing Ratio']?.value).toBe('102.4%');
    expect(byName['Token Holders']).toMatchObject({ value: '42', raw: 42 });
  });

  it('shows a dash, not a number, without a VINO/USD price', () => {
    const tiles = buildMetricTiles(metrics, [market('VINO-USD', null, '0')]);
    expect(tiles.find((t) => t.name === 'Total Value Locked')?.value).toBe('—');
  });

  it('trends against the previous sample', () => {
    expect(trendOf(2, 1)).toBe('up');
    expect(trendOf(1, 2)).toBe('down');
    expect(trendOf(1, 1)).toBe('stable');
    expect(trendOf(1, undefined)).toBe('stable');
  });
});

describe('real-time display', () => {
  it('uses the operator precision: 8 decimals for BTC, 6 for ETH, 4 otherwise', () => {
    expect(formatMarketPrice('VINO-BTC', '0.0000094')).toBe('0.00000940');
    expect(formatMarketPrice('VINO-ETH', '0.000298')).toBe('0.000298');
    expect(formatMarketPrice('VINO-USD', '1')).toBe('1.0000');
  });

  it('shows dollar sums with 2 decimals and ETH or BTC sums at the price precision', () => {
    expect(formatQuoteAmount('VINO-USD', '8632.7229')).toBe('8,632.72');
    expect(formatQuoteAmount('VINO-USDT', '10.005')).toBe('10.01');
    expect(formatQuoteAmount('VINO-ETH', '0.012345')).toBe('0.012345');
  });

  it('badges up to 9, then 9+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });

  it('labels notification times', () => {
    const now = Date.parse('2026-01-02T12:00:00Z');
    expect(formatTimeAgo('2026-01-02T11:59:30Z', now)).toBe('Just now');
    expect(formatTimeAgo('2026-01-02T11:15:00Z', now)).toBe('45m ago');
    expect(formatTimeAgo('2026-01-02T01:00:00Z', now)).toBe('11h ago');
  });
});

describe('system status', () => {
  const server = {
    overall: 'operational' as const,
    services: [{ name: 'Main API' as const, status: 'connected' as const, latencyMs: 3, timestamp: '' }],
    instance: { liveConnections: 2, connectionsScope: 'all' as const, uptimeSeconds: 8_040 },
  };
  it('reads the socket state for every service while the socket is not connected', () => {
    expect(combineStatuses('connecting', server).every((s) => s.status === 'connecting')).toBe(true);
  });
  it('reads the server measurements once connected; unmeasured services wait', () => {
    const statuses = combineStatuses('connected', server);
    expect(statuses[0]).toEqual({ name: 'Main API', status: 'connected', latencyMs: 3 });
    expect(statuses[1]?.status).toBe('connecting');
  });
});

describe('server uptime', () => {
  it('shows the two largest units, rounded down', () => {
    expect(formatUptime(0)).toBe('0 s');
    expect(formatUptime(59.9)).toBe('59 s');
    expect(formatUptime(60)).toBe('1 min');
    expect(formatUptime(8_040)).toBe('2 h 14 min');
    expect(formatUptime(3_600)).toBe('1 h 0 min');
    expect(formatUptime(3 * 86_400 + 5 * 3_600 + 59)).toBe('3 d 5 h');
  });
});

describe('live notifications', () => {
  const item = { id: 'a', type: 'info', title: 't', message: 'm', link: null, read: false, createdAt: '' };
  it('adds a new one in front and counts it unread once', () => {
    const once = addNotification({ items: [], unread: 0 }, item);
    expect(once.unread).toBe(1);
    expect(addNotification(once, item)).toBe(once);
  });
});

describe('live reserve channels on the tiles', () => {
  it('override the polled figures with what the channels carried, and count the bottles in the vaults', () => {
    const live = {
      wine: { total_wine_value: '3000000.00', assets: [] },
      vaults: {
        vaults: [
          { id: 'a', name: 'Bordeaux', capacity: 10_000, occupied: 1_200 },
          { id: 'b', name: 'Napa', capacity: 5_000, occupied: 300 },
        ],
      },
      backing: { backing_ratio: '103.1', reserve_value_usd: '1', circulating_supply: '1' },
      staking: { total_staked: '500', active_stakers: 2, total_value_locked_vino: '2000000', pools: [] },
    };
    const tiles = buildMetricTiles(withLiveReserve(metrics, live), [market('VINO-USD', '1.0000', '0')], live.vaults);
    const byName = Object.fromEntries(tiles.map((t) => [t.name, t]));
    expect(byName['Wine Asset Value']?.value).toBe('$3.0M');
    expect(byName['Wine Asset Value']?.detail).toContain('1,500 bottles in 2 vaults');
    expect(byName['Backing Ratio']?.value).toBe('103.1%');
    expect(byName['Total Value Locked']?.value).toBe('$2.0M');
    expect(withLiveReserve(metrics, { wine: null, vaults: null, backing: null, staking: null })).toEqual(metrics);
  });
});
