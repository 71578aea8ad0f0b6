import { LEDGER_ASSETS, type LedgerAsset } from '../../../domain/ledger-assets';
import type { Executor } from '../../db/client';
import { findUserAccounts } from './ledger-repository';

export interface Balance {
  asset: LedgerAsset;
  available: bigint;
  held: bigint;
  total: bigint;
}

/** The user's balance in every ledger asset (zero where no account exists yet), at LEDGER_SCALE. */
export async function getBalances(db: Executor, userId: string): Promise<Balance[]> {
  const accounts = await findUserAccounts(db, userId);
  return LEDGER_ASSETS.map((asset) => {
    const account = accounts.find((a) => a.asset === asset);
    const available = account?.available ?? 0n;
    const held = account?.held ?? 0n;
    return { asset, available, held, total: available + held };
  });
}
