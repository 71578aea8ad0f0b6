import type { Deposit, Withdrawal } from '../../../contracts/chain';
import type { DepositRow, WithdrawalRow } from './chain-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    destination: row.destination,
    amount: row.amount,
    state: row.state,
    method: row.method,
    txHash: row.txHash,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    broadcastAt: iso(row.broadcastAt),
    confirmedAt: iso(row.confirmedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    txHash: row.txHash,
    logIndex: row.logIndex,
    blockNumber: row.blockNumber.toString(),
    fromAddress: row.fromAddress,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
  };
}
