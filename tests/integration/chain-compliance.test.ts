/**
 * The platform's compliance side of VINO on a real local chain (ganache): the officer's actions from
 * the admin API change the contract and are audited with their transaction hash; the allow-list
 * follows KYC approval and the verified wallet; every signed reserve statement is published on the
 * attestation contract; circulating supply counts a token held on chain once. Jobs are driven
 * directly (no worker, no sleeps).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { apiPaths } from '../../src/contracts/api-paths';
import { chainComplianceApiPaths } from '../../src/contracts/chain-compliance';
import { kycApiPaths } from '../../src/contracts/kyc';
import { walletApiPaths } from '../../src/contracts/wallet-paths';
import { auditLog, tokenSupplyEvents } from '../../src/server/db/schema';
import { setProfileKycStatus } from '../../src/server/modules/profiles/profiles-module';
import { reserveAttestationAbi, vinoTokenAbi } from '../../src/server/modules/chain/chain-module';
import { submitKyc } from '../factories/kyc';
import { signedInUser } from '../factories/users';
import { ALICE_KEY, startLocalChain, type LocalChain } from '../setup/local-chain';
import { createTestApp, type TestApp } from '../setup/test-app';

const vino = (n: string) => parseUnits(n, 18);

describe('VINO compliance on chain', () => {
  let chain: LocalChain;
  let t: TestApp;
  let admin: string;
  let investor: { id: string; cookie: string };

  const token = () => ({ address: chain.deployment.token, abi: vinoTokenAbi }) as const;
  const allowListed = (a: Address) => chain.reader.readContract({ ...token(), functionName: 'allowListed', args: [a] });
  const frozen = (a: Address) => chain.reader.readContract({ ...token(), functionName: 'frozen', args: [a] });
  const paused = () => chain.reader.readContract({ ...token(), functionName: 'paused' });
  const act = (body: object, cookie = admin) => t.post(chainComplianceApiPaths.actions, body, cookie);
  /** Runs due jobs until none is left (a job may enqueue the next, e.g. statement → publication). */
  const drainJobs = async () => {
    while ((await t.app.jobWorker.runDueJobs()) > 0);
  };
  const latestAudit = async (action: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
  const mint = async (to: Address, amount: bigint) => {
    const hash = await chain.admin.writeContract({ ...token(), functionName: 'mint', args: [to, amount] });
    await chain.reader.waitForTransactionReceipt({ hash });
  };
  const latestStatement = async () =>
    (await t.get(apiPaths.reserve.latestStatement)).json<{ sequence: number; supply_vino: string; root: string }>();

  beforeAll(async () => {
    chain = await startLocalChain();
    t = await createTestApp(
      {},
      {
        chain: {
          reader: chain.reader,
          wallet: chain.admin,
          token: chain.deployment.token,
          attestation: chain.deployment.attestation,
          startBlock: chain.deployment.deployBlock,
        },
      },
    );
    admin = (await signedInUser(t, { role: 'admin' })).cookie;
    const signedIn = await signedInUser(t);
    investor = { id: signedIn.user.id, cookie: signedIn.cookie };
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('shows the status read from the chain, to admins only', async () => {
    expect((await t.get(chainComplianceApiPaths.status, investor.cookie)).statusCode).toBe(403);
    const res = await t.get(chainComplianceApiPaths.status, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      chain_id: 1337,
      token: chain.deployment.token,
      attestation: chain.deployment.attestation,
      custody: chain.deployment.custody,
      paused: false,
      max_statement_age_seconds: 48 * 3600,
    });
  });

  it('pauses, freezes and allow-lists on chain, each audited with its transaction hash', async () => {
    const bob = chain.addresses.bob;
    expect((await act({ action: 'pause' }, investor.cookie)).statusCode).toBe(403);
    expect(await paused()).toBe(false);

    const steps: [object, string, () => Promise<boolean>, boolean][] = [
      [{ action: 'pause' }, 'chain.paused', paused, true],
      [{ action: 'unpause' }, 'chain.unpaused', paused, false],
      [{ action: 'freeze', address: bob }, 'chain.frozen', () => frozen(bob), true],
      [{ action: 'unfreeze', address: bob }, 'chain.unfrozen', () => frozen(bob), false],
      [{ action: 'allow', address: bob }, 'chain.allow_listed', () => allowListed(bob), true],
      [{ action: 'disallow', address: bob }, 'chain.allow_list_removed', () => allowListed(bob), false],
    ];
    for (const [body, auditAction, read, expected] of steps) {
      const res = await act(body);
      expect(res.statusCode, res.body).toBe(200);
      const { tx_hash } = res.json<{ tx_hash: string }>();
      expect(await read()).toBe(expected);
      const receipt = await chain.reader.getTransactionReceipt({ hash: tx_hash as `0x${string}` });
      expect(receipt.status).toBe('success');
      const audit = await latestAudit(auditAction);
      expect(audit?.data).toMatchObject({ txHash: tx_hash });
    }
  });

  it('refuses a bad address and says why the contract refused, writing nothing', async () => {
    const bad = await act({ action: 'freeze', address: '0x1234' });
    expect(bad.statusCode).toBe(400);
    const unknownField = await act({ action: 'pause', address: chain.addresses.bob });
    expect(unknownField.statusCode).toBe(400);
    const before = (await latestAudit('chain.unpaused'))!.id;
    const refused = await act({ action: 'unpause' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CHAIN_REVERTED' });
    expect(refused.json().error.message).toContain('ExpectedPause');
    expect((await latestAudit('chain.unpaused'))!.id).toBe(before);
  });

  it("allow-lists a KYC-approved user's verified wallet, and removes it when approval is withdrawn or the wallet disconnected", async () => {
    const alice = chain.addresses.alice;
    const account = privateKeyToAccount(ALICE_KEY);
    const { nonce } = (await t.post(walletApiPaths.siweNonce, {}, investor.cookie)).json<{ nonce: string }>();
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'localhost:3000',
      nonce,
      uri: 'http://localhost:3000',
      version: '1',
      issuedAt: t.app.clock.now(),
    });
    const verified = await t.post(
      walletApiPaths.siweVerify,
      { message, signature: await account.signMessage({ message }), walletType: 'MetaMask' },
      investor.cookie,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    await drainJobs();
    expect(await allowListed(alice)).toBe(false); // verified, but KYC not approved yet

    const submitted = await submitKyc(t, investor.cookie);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const approve = kycApiPaths.forId(kycApiPaths.adminApprove, submitted.json<{ id: string }>().id);
    expect((await t.post(approve, {}, admin)).statusCode).toBe(200);
    await drainJobs();
    expect(await allowListed(alice)).toBe(true);
    const added = await latestAudit('chain.allow_listed');
    expect(added).toMatchObject({ actorUserId: null, entityId: alice });
    expect(added?.data).toMatchObject({ userId: investor.id, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });

    // Idempotent: a repeated sync sends nothing.
    const count = async () => (await t.db.select().from(auditLog).where(eq(auditLog.entityId, alice))).length;
    const audited = await count();
    await t.app.events.emit('wallet.changed', { userId: investor.id });
    await drainJobs();
    expect(await count()).toBe(audited);

    // Approval withdrawn (the status leaves approved, as a dropped sandbox approval does).
    await setProfileKycStatus(t.db, investor.id, 'not_started');
    await t.app.events.emit('kyc.status-changed', { userId: investor.id, status: 'not_started' });
    await drainJobs();
    expect(await allowListed(alice)).toBe(false);
    expect((await latestAudit('chain.allow_list_removed'))?.data).toMatchObject({ reason: 'KYC not approved' });

    await setProfileKycStatus(t.db, investor.id, 'approved');
    await t.app.events.emit('kyc.status-changed', { userId: investor.id, status: 'approved' });
    await drainJobs();
    expect(await allowListed(alice)).toBe(true);
    const disconnect = walletApiPaths.forAddress(walletApiPaths.disconnect, alice);
    expect((await t.post(disconnect, {}, investor.cookie)).statusCode).toBe(200);
    await drainJobs();
    expect(await allowListed(alice)).toBe(false);
    expect((await latestAudit('chain.allow_list_removed'))?.data).toMatchObject({ reason: 'wallet disconnected' });
  });

  it('publishes every signed reserve statement on the attestation contract', async () => {
    await t.app.reserve.requestAttestation(t.db, 'test statement');
    await drainJobs();
    const signed = await latestStatement();
    expect(signed.sequence).toBeGreaterThan(0);
    const onChain = await chain.reader.readContract({
      address: chain.deployment.attestation,
      abi: reserveAttestationAbi,
      functionName: 'latest',
    });
    expect(Number(onChain.sequence)).toBe(signed.sequence);
    expect(onChain.root).toBe(`0x${signed.root.replace(/^0x/, '')}`);
    const status = (await t.get(chainComplianceApiPaths.status, admin)).json();
    expect(status.latest_statement).toMatchObject({ sequence: signed.sequence });
  });

  it('counts a token held on chain once: books + on-chain supply − custody', async () => {
    const before = await latestStatement();
    const alice = chain.addresses.alice;
    expect((await act({ action: 'allow', address: alice })).statusCode).toBe(200);
    // The test app's register is empty (a statement of USD 0 caps minting at 0): a later statement,
    // published directly, lets the chain mint; the app's next statements then see the chain ahead.
    const { timestamp } = await chain.reader.getBlock();
    const hash = await chain.admin.writeContract({
      address: chain.deployment.attestation,
      abi: reserveAttestationAbi,
      functionName: 'publish',
      args: [`0x${'11'.repeat(32)}`, vino('1000'), timestamp, 1_000n],
    });
    await chain.reader.waitForTransactionReceipt({ hash });
    // 100 VINO withdrawn to Alice by mint, and 40 held by custody (a deposit the books already count).
    await mint(alice, vino('100'));
    await mint(chain.deployment.custody, vino('40'));
    await t.app.reserve.requestAttestation(t.db, 'on-chain supply');
    await drainJobs();
    const withChain = await latestStatement();
    expect(Number(withChain.supply_vino)).toBe(Number(before.supply_vino) + 100);

    // The withdrawal's ledger side takes the 100 off the books: the token is counted once.
    await t.db.insert(tokenSupplyEvents).values({ kind: 'burn', amount: '100', reason: 'withdrawal to chain' });
    await t.app.reserve.requestAttestation(t.db, 'withdrawal booked');
    await drainJobs();
    const once = await latestStatement();
    expect(once.sequence).toBeGreaterThan(withChain.sequence);
    expect(once.supply_vino).toBe(before.supply_vino);
  });
});
