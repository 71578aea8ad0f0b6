import type { Reserves } from '../../../contracts/metrics';
import type { Executor } from '../../db/client';
import { findLatestAttestation } from '../reserve/reserve-module';
import { backingFigures, getReserves } from './get-reserves';

/** What /api/v1/reserves serves, without the age (added per response: the body is cached). */
export type PublishedReserves = Omit<Reserves, 'attestation'> & {
  attestation: (Omit<NonNullable<Reserves['attestation']>, 'age_seconds'> & { issued_at: string }) | null;
};

/**
 * The reserve as published: the latest signed statement's value, bottles, supply and ratio, so the
 * figure every page shows is one anyone can verify. Before the first statement (a fresh install's
 * first second) the platform's own figures, marked `basis: 'live'`.
 */
export async function getPublishedReserves(db: Executor): Promise<PublishedReserves> {
  const [live, attested] = await Promise.all([getReserves(db), findLatestAttestation(db)]);
  const { total_wine_value: _total, circulating_supply_exact: _exact, ...liveFigures } = live;
  if (!attested) return { ...liveFigures, basis: 'live', attestation: null };
  return {
    ...backingFigures(attested.reserve_value_usd, attested.supply_vino),
    backing_asset_count: live.backing_asset_count,
    bottle_count: attested.bottle_count,
    basis: 'attested',
    last_updated: attested.issued_at,
    attestation: {
      sequence: attested.sequence,
      issued_at: attested.issued_at,
      source: attested.source,
      reserve_value_usd: attested.reserve_value_usd,
      backing_ratio: attested.backing_ratio,
    },
  };
}

/** The body with the statement's age at `nowMs`. */
export function withAttestationAge(body: PublishedReserves, nowMs: number): Reserves {
  if (!body.attestation) return { ...body, attestation: null };
  const ageSeconds = Math.max(0, Math.floor((nowMs - Date.parse(body.attestation.issued_at)) / 1000));
  return { ...body, attestation: { ...body.attestation, age_seconds: ageSeconds } };
}
