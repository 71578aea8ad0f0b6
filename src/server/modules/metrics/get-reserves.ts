import type { Reserves } from '../../../contracts/metrics';
import { formatDecimal, parseDecimal, percentage } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { readReserves } from '../reporting/reporting-module';

const SUPPLY_SCALE = 8;

/** The platform's own reserve figures now (no statement behind them). */
export type LiveReserves = Omit<Reserves, 'basis' | 'attestation'> & {
  total_wine_value: string;
  circulating_supply_exact: string;
};

/**
 * The three headline figures from a reserve value (USD) and a supply (VINO), both decimal text:
 * backing ratio = value / (supply x USD 1) as a percentage with one decimal, the value as given,
 * the supply in whole tokens. Fixed-point throughout; the live and the attested figures use it.
 */
export function backingFigures(
  reserveValueUsd: string,
  supplyVino: string,
): Pick<Reserves, 'backing_ratio' | 'reserve_value_usd' | 'circulating_supply'> {
  const reserve = parseDecimal(reserveValueUsd, SUPPLY_SCALE);
  const supply = parseDecimal(supplyVino, SUPPLY_SCALE);
  return {
    backing_ratio: percentage(reserve, supply, 1),
    reserve_value_usd: reserveValueUsd,
    circulating_supply: formatDecimal(supply / 10n ** BigInt(SUPPLY_SCALE), 0),
  };
}

/**
 * Backing ratio = wine reserve value / (VINO in circulation x USD 1), as a percentage with one
 * decimal. Fixed-point throughout: the reserve and supply are numeric in the database.
 */
export async function getReserves(db: Executor): Promise<LiveReserves> {
  const raw = await readReserves(db);
  return {
    ...backingFigures(raw.reserveValue, raw.circulatingSupply),
    backing_asset_count: raw.backingAssetCount,
    bottle_count: raw.bottleCount,
    total_wine_value: raw.totalWineValue,
    // With its 8 decimals, for checks that must not round (the admin's full-backing rule).
    circulating_supply_exact: raw.circulatingSupply,
    last_updated: new Date().toISOString(),
  };
}
