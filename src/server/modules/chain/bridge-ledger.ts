import { parseLedgerAmount } from '../../../domain/exchange/markets';
import type { Transaction } from '../../db/client';
import { transferFunds } from '../ledger/ledger-module';

// VINO on chain is outside the ledger: a withdrawal moves it to the `external` account (the outside
// world), a deposit or a refund brings it back. (kind, reference) makes each one post at most once.

export function debitWithdrawal(tx: Transaction, w: { id: string; userId: string; amount: string }) {
  return transferFunds(tx, {
    from: { userId: w.userId },
    to: { system: 'external' },
    asset: 'VINO',
    amount: parseLedgerAmount(w.amount),
    kind: 'chain.withdrawal',
    reference: w.id,
    memo: 'VINO withdrawn to a verified wallet',
  });
}

export function refundWithdrawal(tx: Transaction, w: { id: string; userId: string; amount: string }) {
  return transferFunds(tx, {
    from: { system: 'external' },
    to: { userId: w.userId },
    asset: 'VINO',
    amount: parseLedgerAmount(w.amount),
    kind: 'chain.withdrawal.refund',
    reference: w.id,
    memo: 'Withdrawal not sent: VINO returned',
  });
}

export function creditDeposit(tx: Transaction, userId: string, units: bigint, reference: string) {
  return transferFunds(tx, {
    from: { system: 'external' },
    to: { userId },
    asset: 'VINO',
    amount: units,
    kind: 'chain.deposit',
    reference,
    memo: 'VINO deposited from a verified wallet',
  });
}
