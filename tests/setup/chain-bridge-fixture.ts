/**
 * The bridge's shared fixture: ganache with the VINO contracts and a reserve statement published
 * (so withdrawals may mint), an app wired to it, and an investor with a SIWE-verified wallet, VINO
 * on the ledger and two-factor on. `followChain()` runs the bridge's jobs now, as the worker's next
 * ticks would (the recurring ones are due every 15 s of real time; the test does not wait).
 */
import { sql } from 'drizzle-orm';
import { parseUnits, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { walletApiPaths } from '../../src/contracts/wallet-paths';
import { postEntry } from '../../src/server/modules/ledger/ledger-module';
import { setProfileKycStatus } from '../../src/server/modules/profiles/profiles-module';
import { centsToOnChainValue, reserveAttestationAbi, vinoTokenAbi } from '../../src/server/modules/chain/chain-module';
import type { ChainConnection } from '../../src/server/platform/chain/chain-connection';
import { enqueueJob, type JobWorker } from '../../src/server/platform/jobs/job-queue';
import type { Database } from '../../src/server/db/client';
import type { TestApp } from './test-app';
import { signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import type { LocalChain } from './local-chain';

export const vino = (n: string) => parseUnits(n, 18);

export function connectionTo(chain: LocalChain, overrides: Partial<ChainConnection['wallet']> = {}): ChainConnection {
  return {
    reader: chain.reader as unknown as ChainConnection['reader'],
    wallet: { ...chain.admin, ...overrides } as unknown as ChainConnection['wallet'],
    token: chain.deployment.token,
    attestation: chain.deployment.attestation,
    startBlock: chain.deployment.deployBlock,
  };
}

/** Publishes a reserve statement worth `usdCents`, dated at the chain's latest block. */
export async function publishReserve(chain: LocalChain, usdCents: bigint, sequence: bigint): Promise<void> {
  const block = await chain.reader.getBlock();
  const hash = await chain.admin.writeContract({
    address: chain.deployment.attestation,
    abi: reserveAttestationAbi,
    functionName: 'publish',
    args: [`0x${'11'.repeat(32)}`, centsToOnChainValue(usdCents), block.timestamp, sequence],
  });
  await chain.reader.waitForTransactionReceipt({ hash });
}

export async function tokenWrite(
  chain: LocalChain,
  functionName: 'setAllowListed' | 'pause' | 'unpause' | 'freeze' | 'unfreeze',
  args: readonly unknown[],
): Promise<void> {
  const hash = await chain.admin.writeContract({
    address: chain.deployment.token,
    abi: vinoTokenAbi,
    functionName,
    args: args as never,
  });
  await chain.reader.waitForTransactionReceipt({ hash });
}

export const onChainBalance = (chain: LocalChain, who: Address) =>
  chain.reader.readContract({
    address: chain.deployment.token,
    abi: vinoTokenAbi,
    functionName: 'balanceOf',
    args: [who],
  });

/**
 * A KYC-approved investor (two-factor on) holding `ledgerVino` on the ledger, who proved ownership of
 * `keys`' wallets. The bridge tests set the allow-list by hand, as the compliance officer would, so
 * the automatic sync the verifications queued is dropped (chain-compliance.test.ts covers it).
 */
export async function investorWithWallets(t: TestApp, keys: Hex[], ledgerVino: string) {
  const { user, cookie } = await signedInUser(t, { twoFactorEnabled: true });
  await setProfileKycStatus(t.db, user.id, 'approved');
  for (const key of keys) {
    const account = privateKeyToAccount(key);
    const nonce = (await t.post(walletApiPaths.siweNonce, {}, cookie)).json<{ nonce: string }>().nonce;
    const message = createSiweMessage({
      address: account.address,
      chainId: 1, // the SIWE proof names a supported network; the bridge's chain is separate
      domain: 'localhost:3000',
      nonce,
      uri: 'http://localhost:3000',
      version: '1',
      statement: 'Sign in to VINO to prove you own this wallet.',
      issuedAt: t.app.clock.now(),
    });
    const res = await t.post(
      walletApiPaths.siweVerify,
      { message, signature: await account.signMessage({ message }), walletType: 'MetaMask' },
      cookie,
    );
    if (res.statusCode !== 200) throw new Error(`wallet verification failed: ${res.body}`);
  }
  await t.db.execute(sql`delete from jobs where queue = 'chain.allow-list-sync'`);
  await postEntry(t.db, {
    kind: 'test.funding',
    reference: user.id,
    postings: [
      { account: { system: 'external' }, asset: 'VINO', bucket: 'available', amount: -vino(ledgerVino) },
      { account: { userId: user.id }, asset: 'VINO', bucket: 'available', amount: vino(ledgerVino) },
    ],
  });
  return { user, cookie };
}

/**
 * The worker's next ticks, now: the bridge's pending jobs (a send waiting for its retry) made due,
 * and one more run of the recurring follow and deposit scan (whose next slot is 15 s of real time away).
 */
export async function followChain(db: Database, worker: JobWorker): Promise<void> {
  await db.execute(sql`update jobs set run_at = now() where status = 'pending' and queue like 'chain.%'`);
  await runAllDueJobs(worker);
  for (const queue of ['chain.withdrawals.follow', 'chain.deposits.scan']) await enqueueJob(db, queue, {});
  await runAllDueJobs(worker);
}
