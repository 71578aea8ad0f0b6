import type { RebalanceRecord, RebalancerSettings } from '../../../contracts/rebalancer';
import { LEDGER_SCALE } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { DEFAULT_REBALANCE_TARGETS, REBALANCE_THRESHOLD } from '../../../domain/rebalance';
import type { RebalancerSettingsRow, RebalanceRow } from './rebalancer-repository';

/** Ledger-scale values as decimal strings; USD values cut to cents for the screens. */
export const ledgerText = (value: bigint) => formatDecimal(value, LEDGER_SCALE);
export const usdText = (value: bigint) => formatDecimal(value / 10n ** BigInt(LEDGER_SCALE - 2), 2);

/** A user without a saved row gets the spec's defaults (section 9). */
export function settingsToWire(row: RebalancerSettingsRow | null): RebalancerSettings {
  if (!row)
    return { targets: { ...DEFAULT_REBALANCE_TARGETS }, threshold: REBALANCE_THRESHOLD.default, autoRebalance: false };
  return {
    targets: { ...DEFAULT_REBALANCE_TARGETS, ...row.targets },
    threshold: Number(row.threshold),
    autoRebalance: row.isAutoRebalance,
  };
}

export function rebalanceToWire(row: RebalanceRow): RebalanceRecord {
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    trigger: row.trigger,
    status: row.status,
    totalValueUsd: usdText(parseDecimal(row.totalValueUsd, LEDGER_SCALE)),
    threshold: row.threshold,
    actions: row.actions.map((a) => ({ ...a, needsManualAction: a.asset === 'STOCK' })),
    orders: row.orders,
  };
}
