import { parseLedgerAmount } from '../../../domain/exchange/markets';
import type { Transaction } from '../../db/client';
import { transferFunds } from '../ledger/ledger-module';
import { recordSupplyMovement } from '../wine/wine-module';

// VINO on chain is outside the ledger: a withdrawal moves it to the `external` account (the outside
// world), a deposit or a refund brings it back. (kind, reference) makes each one post at most once.
// Each also moves the books' supply (a burn out, a mint back in), only when the entry is new, so
// circulating supply = books + on-chain supply − custody counts every token once (docs/chain.md).

async function moveSupply(
  tx: Transaction,
  posted: { replayed: boolean },
  movement: Parameters<typeof recordSupplyMovement>[1],
) {
  if (!posted.replayed) await recordSupplyMovement(tx, movement);
  return posted;
}

export async function debitWithdrawal(tx: Transaction, w: { id: string; userId: string; amount: string }) {
  const posted = await transferFunds(tx, {
    from: { userId: w.userId },
    to: { system: 'external' },
    asset: 'VINO',
    amount: parseLedgerAmount(w.amount),
    kind: 'chain.withdrawal',
    reference: w.id,
    memo: 'VINO withdrawn to a verified wallet',
  });
  return moveSupply(tx, posted, { kind: 'burn', units: parseLedgerAmount(w.amount), reason: 'Withdrawn to chain' });
}

export async function refundWithdrawal(tx: Transaction, w: { id: string; userId: string; amount: string }) {
  const posted = await transferFunds(tx, {
    from: { system: 'external' },
    to: { userId: w.userId },
    asset: 'VINO',
    amount: parseLedgerAmount(w.amount),
    kind: 'chain.withdrawal.refund',
    reference: w.id,
    memo: 'Withdrawal not sent: VINO returned',
  });
  return moveSupply(tx, posted, { kind: 'mint', units: parseLedgerAmount(w.amount), reason: 'Withdrawal returned' });
}

export async function creditDeposit(tx: Transaction, userId: string, units: bigint, reference: string) {
  const posted = await transferFunds(tx, {
    from: { system: 'external' },
    to: { userId },
    asset: 'VINO',
    amount: units,
    kind: 'chain.deposit',
    reference,
    memo: 'VINO deposited from a verified wallet',
  });
  return moveSupply(tx, posted, { kind: 'mint', units, reason: 'Deposited from chain' });
}
