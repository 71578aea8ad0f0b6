import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import type { SystemAccount } from '../../../domain/ledger-assets';
import type { Executor } from '../../db/client';
import { findTokenDistribution, fromNumeric } from './ledger-repository';

/**
 * The protocol's accounts whose VINO is locked in it: stakes (`staking`) and the rewards set aside
 * to pay them (`rewards_pool`). The treasury and the fee account are the company's, not locked.
 */
export const VALUE_LOCKED_ACCOUNTS: readonly SystemAccount[] = ['staking', 'rewards_pool'];

export interface TokenDistribution {
  /** VINO locked in the protocol (VALUE_LOCKED_ACCOUNTS), at LEDGER_SCALE. */
  valueLockedVino: bigint;
  /** Accounts with a positive VINO balance (platform accounts excluded). */
  tokenHolders: number;
}

/** Total value locked (in VINO) and the holder count, from the ledger's balances. */
export async function getTokenDistribution(db: Executor): Promise<TokenDistribution> {
  const row = await findTokenDistribution(db, VALUE_LOCKED_ACCOUNTS, SYSTEM_USER_EMAIL_DOMAIN);
  return { valueLockedVino: fromNumeric(row.locked), tokenHolders: Number(row.holders) };
}
