import type { Executor } from '../../db/client';
import { findLatestStatement } from './reserve-repository';

/** The latest signed statement's headline figures, for /api/v1/reserves and the pages that show it. */
export async function findLatestAttestation(db: Executor) {
  const s = await findLatestStatement(db);
  if (!s) return null;
  const cents = s.total_value_cents.padStart(3, '0');
  return {
    sequence: s.sequence,
    issued_at: s.issued_at,
    source: s.source,
    reserve_value_usd: `${cents.slice(0, -2)}.${cents.slice(-2)}`,
    backing_ratio: s.backing_ratio,
  };
}
