import { formatUnits } from 'viem';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { vinoTokenAbi } from './vino-abi';

/** On-chain VINO is 18 decimals; the ledger counts 8 (a withdrawal never moves a finer amount). */
const UNITS_PER_LEDGER_UNIT = 10n ** 10n;

/**
 * VINO held on chain outside the platform's custody, 8 decimals: total supply less custody's
 * balance. Custody's tokens are deposits the ledger already credited (or withdrawals not yet paid),
 * so they are counted once, on the ledger.
 */
export async function readOnChainCirculation(chain: ChainConnection): Promise<string> {
  const token = { address: chain.token, abi: vinoTokenAbi } as const;
  const [supply, custody] = await Promise.all([
    chain.reader.readContract({ ...token, functionName: 'totalSupply' }),
    chain.reader.readContract({ ...token, functionName: 'balanceOf', args: [chain.wallet.account.address] }),
  ]);
  const outside = (supply - custody) / UNITS_PER_LEDGER_UNIT;
  return formatUnits(outside, 8);
}
