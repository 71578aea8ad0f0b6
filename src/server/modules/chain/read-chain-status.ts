import { formatUnits } from 'viem';
import type { ChainComplianceStatus } from '../../../contracts/chain-compliance';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { toChainError } from './send-platform-transaction';
import { reserveAttestationAbi, vinoTokenAbi } from './vino-abi';

/** USD with 18 decimals on chain, shown with cents. */
const usd = (value: bigint) => Number(formatUnits(value, 18)).toFixed(2);

/** What the compliance officer sees of the contracts, read from the chain itself (nothing cached). */
export async function readChainStatus(chain: ChainConnection | undefined): Promise<ChainComplianceStatus> {
  if (!chain) return { configured: false };
  const custody = chain.wallet.account.address;
  const token = { address: chain.token, abi: vinoTokenAbi } as const;
  try {
    const [paused, totalSupply, custodyBalance, maxAge, latest] = await Promise.all([
      chain.reader.readContract({ ...token, functionName: 'paused' }),
      chain.reader.readContract({ ...token, functionName: 'totalSupply' }),
      chain.reader.readContract({ ...token, functionName: 'balanceOf', args: [custody] }),
      chain.reader.readContract({ ...token, functionName: 'maxStatementAge' }),
      chain.reader.readContract({ address: chain.attestation, abi: reserveAttestationAbi, functionName: 'latest' }),
    ]);
    return {
      configured: true,
      chain_id: chain.reader.chain.id,
      token: chain.token,
      attestation: chain.attestation,
      custody,
      paused,
      total_supply: formatUnits(totalSupply, 18),
      custody_balance: formatUnits(custodyBalance, 18),
      // A never-published contract holds the zero statement.
      latest_statement:
        latest.attestedAt === 0n
          ? null
          : {
              sequence: Number(latest.sequence),
              attested_at: new Date(Number(latest.attestedAt) * 1000).toISOString(),
              total_value_usd: usd(latest.totalValue),
            },
      max_statement_age_seconds: Number(maxAge),
    };
  } catch (error) {
    throw toChainError(error);
  }
}
