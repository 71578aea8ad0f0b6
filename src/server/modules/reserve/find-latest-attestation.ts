import type { Executor } from '../../db/client';
import { findLatestStatement } from './reserve-repository';

/**
 * The latest signed statement's figures (ADR 012), for /api/v1/reserves and the pages that show it:
 * the attested value (USD with cents), bottles, VINO in circulation (8 decimals) and ratio (2 decimals).
 */
export async function findLatestAttestation(db: Executor) {
  const s = await findLatestStatement(db);
  if (!s) return null;
  const cents = s.total_value_cents.padStart(3, '0');
  return {
    sequence: s.sequence,
    issued_at: s.issued_at,
    source: s.source,
    reserve_value_usd: `${cents.slice(0, -2)}.${cents.slice(-2)}`,
    bottle_count: s.bottle_count,
    supply_vino: s.supply_vino,
    backing_ratio: s.backing_ratio,
  };
}
