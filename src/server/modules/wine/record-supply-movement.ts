import { formatUnits } from 'viem';
import { LEDGER_SCALE } from '../../../domain/exchange/markets';
import type { Transaction } from '../../db/client';
import { tokenSupplyEvents } from '../../db/schema/wine';

/**
 * VINO leaving or re-entering the platform's books without new wine behind it: a withdrawal to the
 * chain takes it off the books (a burn here, because the chain now counts it), a deposit or a refused
 * withdrawal puts it back (a mint). Circulating supply = books + on-chain supply − custody then counts
 * every token once. Called in the transaction that posts the matching ledger entry.
 */
export async function recordSupplyMovement(
  tx: Transaction,
  movement: { kind: 'mint' | 'burn'; units: bigint; reason: string },
): Promise<void> {
  await tx.insert(tokenSupplyEvents).values({
    kind: movement.kind,
    // The books keep 8 decimals; a deposit finer than that is rounded there (the ledger keeps all 18).
    amount: formatUnits(movement.units, LEDGER_SCALE),
    reason: movement.reason,
  });
}
