import type { Transaction } from '../../db/client';
import { transferFunds } from '../ledger/ledger-module';

/**
 * VINO is issued against the fiat received, then delivered from the treasury to the buyer: two
 * journal entries referencing the payment, so a replay of either is refused by the ledger.
 */
export async function creditPurchasedTokens(
  tx: Transaction,
  purchase: { paymentId: string; userId: string; tokens: bigint },
): Promise<void> {
  const base = { asset: 'VINO' as const, amount: purchase.tokens, reference: purchase.paymentId };
  await transferFunds(tx, {
    ...base,
    from: { system: 'external' },
    to: { system: 'treasury' },
    kind: 'vino_issue',
    memo: 'VINO issued for a purchase',
  });
  await transferFunds(tx, {
    ...base,
    from: { system: 'treasury' },
    to: { userId: purchase.userId },
    kind: 'purchase',
    memo: 'VINO purchase',
  });
}
