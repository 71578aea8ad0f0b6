/**
 * The automatic allow-list: the connected, SIWE-verified wallets of KYC-approved users are on the
 * token's allow-list, every other wallet a user verified is not. A change to a user's KYC status or
 * wallets enqueues a durable job that brings the chain to that state, so an unreachable chain is
 * retried with back-off; the job reads the chain first and sends nothing for an address already in
 * the wanted state (it may run twice, or after an officer's manual change, harmlessly).
 */
import { getAddress } from 'viem';
import type { Database, Executor } from '../../db/client';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { writeAuditLog } from '../../platform/audit-log';
import { enqueueJob, type JobWorker } from '../../platform/jobs/job-queue';
import type { EventBus } from '../../platform/events/event-bus';
import { findProfileById } from '../profiles/profiles-module';
import { findConnectedVerifiedWallets } from '../wallet/wallet-module';
import { sendPlatformTransaction } from './send-platform-transaction';
import { vinoTokenAbi } from './vino-abi';

const ALLOW_LIST_SYNC_QUEUE = 'chain.allow-list-sync';
/** About a day of back-off (5 s doubling, capped at an hour) before a sync is given up. */
const MAX_ATTEMPTS = 30;

function requestAllowListSync(executor: Executor, userId: string): Promise<void> {
  return enqueueJob(executor, ALLOW_LIST_SYNC_QUEUE, { userId }, { maxAttempts: MAX_ATTEMPTS });
}

export function registerAllowListSync(deps: {
  chain: ChainConnection;
  db: Database;
  jobWorker: JobWorker;
  events: EventBus;
}): void {
  const { chain, db } = deps;
  deps.jobWorker.register(ALLOW_LIST_SYNC_QUEUE, async (payload) => {
    if (typeof payload.userId === 'string') await syncUserAllowList(chain, db, payload.userId);
  });
  deps.events.on('kyc.status-changed', ({ userId }) => requestAllowListSync(db, userId));
  deps.events.on('wallet.changed', ({ userId }) => requestAllowListSync(db, userId));
}

/** Brings each wallet the user verified to its wanted allow-list state. */
async function syncUserAllowList(chain: ChainConnection, db: Database, userId: string): Promise<void> {
  const [profile, wallets] = await Promise.all([findProfileById(db, userId), findConnectedVerifiedWallets(db, userId)]);
  const approved = profile?.kycStatus === 'approved';
  for (const wallet of wallets) {
    const account = getAddress(wallet.address);
    const wanted = approved && wallet.connected;
    const listed = await chain.reader.readContract({
      address: chain.token,
      abi: vinoTokenAbi,
      functionName: 'allowListed',
      args: [account],
    });
    if (listed === wanted) continue;
    const tx = await sendPlatformTransaction(chain, {
      address: chain.token,
      abi: vinoTokenAbi,
      functionName: 'setAllowListed',
      args: [account, wanted],
    });
    await writeAuditLog(db, {
      actorUserId: null,
      action: wanted ? 'chain.allow_listed' : 'chain.allow_list_removed',
      entityType: 'vino_token',
      entityId: account,
      data: {
        txHash: tx.hash,
        blockNumber: Number(tx.blockNumber),
        token: chain.token,
        userId,
        reason: wanted ? 'KYC approved, wallet verified' : approved ? 'wallet disconnected' : 'KYC not approved',
      },
    });
  }
}
