import { getAddress } from 'viem';
import type { ChainComplianceAction, ChainComplianceResult } from '../../../contracts/chain-compliance';
import type { Database } from '../../db/client';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { writeAuditLog } from '../../platform/audit-log';
import { sendPlatformTransaction, type SentTransaction } from './send-platform-transaction';
import { vinoTokenAbi } from './vino-abi';

/** The audit action of each compliance action (the audit log names what changed on chain). */
const AUDIT_ACTIONS: Record<ChainComplianceAction['action'], string> = {
  pause: 'chain.paused',
  unpause: 'chain.unpaused',
  freeze: 'chain.frozen',
  unfreeze: 'chain.unfrozen',
  allow: 'chain.allow_listed',
  disallow: 'chain.allow_list_removed',
};

/**
 * A compliance officer's action on the token, sent with the platform key (which holds the pauser and
 * compliance roles) and waited for; audited with its transaction hash once mined. Nothing is audited
 * for a refused action: nothing changed.
 */
export async function runComplianceAction(
  chain: ChainConnection,
  db: Database,
  input: ChainComplianceAction,
  actor: { userId: string; ipAddress: string; requestId: string },
): Promise<ChainComplianceResult> {
  const address = 'address' in input ? getAddress(input.address) : null;
  const sent = await send(chain, input.action, address);
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action: AUDIT_ACTIONS[input.action],
    entityType: 'vino_token',
    entityId: address ?? chain.token,
    data: { txHash: sent.hash, blockNumber: Number(sent.blockNumber), token: chain.token },
    ipAddress: actor.ipAddress,
    requestId: actor.requestId,
  });
  return { action: input.action, address, tx_hash: sent.hash, block_number: Number(sent.blockNumber) };
}

function send(
  chain: ChainConnection,
  action: ChainComplianceAction['action'],
  account: `0x${string}` | null,
): Promise<SentTransaction> {
  const token = { address: chain.token, abi: vinoTokenAbi } as const;
  switch (action) {
    case 'pause':
    case 'unpause':
      return sendPlatformTransaction(chain, { ...token, functionName: action, args: [] });
    case 'freeze':
    case 'unfreeze':
      return sendPlatformTransaction(chain, { ...token, functionName: action, args: [account!] });
    case 'allow':
    case 'disallow':
      return sendPlatformTransaction(chain, {
        ...token,
        functionName: 'setAllowListed',
        args: [account!, action === 'allow'],
      });
  }
}
