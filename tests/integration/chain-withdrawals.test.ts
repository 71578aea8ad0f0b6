/**
 * The bridge between the ledger and the chain on a real local chain (ganache): a withdrawal debits
 * the ledger once and reaches the wallet once, through the durable jobs, even when the server dies
 * between storing the signed transaction and its confirmation; deposits are credited once, after the
 * confirmation depth, and never from a block a re-organisation replaced; bad input moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatEther, type Address } from 'viem';
import { chainApiPaths, type Withdrawal, type WithdrawalList } from '../../src/contracts/chain';
import { buildApp } from '../../src/server/app';
import { auditLog, chainDeposits, chainWithdrawals } from '../../src/server/db/schema';
import { getBalances } from '../../src/server/modules/ledger/ledger-module';
import { vinoTokenAbi } from '../../src/server/modules/chain/chain-module';
import { ALICE_KEY, BOB_KEY, startLocalChain, type LocalChain } from '../setup/local-chain';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  connectionTo,
  followChain,
  investorWithWallets,
  onChainBalance,
  publishReserve,
  tokenWrite,
  vino,
} from '../setup/chain-bridge-fixture';
import { signedInUser } from '../factories/users';

describe('bridge between the ledger and the chain', () => {
  let chain: LocalChain;
  let t: TestApp;
  let restarted: FastifyInstance | undefined;
  let investor: { user: { id: string }; cookie: string };
  let alice: Address;

  const ledgerVino = async (userId: string) =>
    formatEther((await getBalances(t.db, userId)).find((b) => b.asset === 'VINO')!.available);
  const withdraw = (body: unknown, cookie = investor.cookie) => t.post(chainApiPaths.withdrawals, body, cookie);
  const withdrawalRow = async (id: string) =>
    (await t.db.select().from(chainWithdrawals).where(eq(chainWithdrawals.id, id)))[0]!;
  const custodyNonce = () =>
    chain.reader.getTransactionCount({ address: chain.deployment.custody, blockTag: 'pending' });
  const depositFrom = async (amount: string) => {
    const hash = await chain.walletFor(ALICE_KEY).writeContract({
      address: chain.deployment.token,
      abi: vinoTokenAbi,
      functionName: 'transfer',
      args: [chain.deployment.custody, vino(amount)],
    });
    await chain.reader.waitForTransactionReceipt({ hash });
  };

  beforeAll(async () => {
    chain = await startLocalChain();
    await publishReserve(chain, 10_000_000_00n, 1n); // USD 10 million: room to mint every withdrawal
    t = await createTestApp({}, { chain: connectionTo(chain) });
    alice = chain.addresses.alice;
    // Alice's wallet is allow-listed; Bob's key is her second verified wallet, not allow-listed.
    investor = await investorWithWallets(t, [ALICE_KEY, BOB_KEY], '20000');
    await tokenWrite(chain, 'setAllowListed', [alice, true]);
  }, 120_000);
  afterAll(async () => {
    await restarted?.close();
    await t?.close();
    await chain?.stop();
  });

  it('refuses bad input with a clear message and moves nothing', async () => {
    const before = await ledgerVino(investor.user.id);
    const cases: [unknown, number, RegExp][] = [
      [{ amount: '20001', destination: alice }, 409, /Insufficient VINO balance/],
      [{ amount: '5', destination: chain.addresses.admin }, 400, /verified/],
      [{ amount: '5', destination: chain.addresses.bob }, 409, /allow-list/],
      [{ amount: '0', destination: alice }, 400, /greater than 0/],
      [{ amount: '5', destination: alice, fee: '0' }, 400, /.+/],
    ];
    for (const [body, status, message] of cases) {
      const res = await withdraw(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toMatch(message);
    }
    await tokenWrite(chain, 'pause', []);
    const paused = await withdraw({ amount: '5', destination: alice });
    expect([paused.statusCode, paused.json().error.message]).toEqual([409, expect.stringMatching(/paused/)]);
    await tokenWrite(chain, 'unpause', []);

    const without2fa = await signedInUser(t, { twoFactorEnabled: false });
    const refused = await withdraw({ amount: '5', destination: alice }, without2fa.cookie);
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, expect.stringMatching(/Two-factor/)]);

    expect(await ledgerVino(investor.user.id)).toBe(before);
    expect(await t.db.select().from(chainWithdrawals)).toHaveLength(0);
  });

  it('withdraws to the wallet and deposits back, the ledger and the chain agreeing', async () => {
    const res = await withdraw({ amount: '100.5', destination: alice });
    expect(res.statusCode).toBe(201);
    const w = res.json<Withdrawal>();
    expect(w.state).toBe('requested');
    expect(await ledgerVino(investor.user.id)).toBe('19899.5');

    await followChain(t.db, t.app.jobWorker);
    const sent = await withdrawalRow(w.id);
    expect(sent).toMatchObject({ state: 'broadcast', method: 'mint' });
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    // Mined, but not yet 3 blocks deep (the default confirmationBlocks).
    await followChain(t.db, t.app.jobWorker);
    expect((await withdrawalRow(w.id)).state).toBe('broadcast');
    await chain.mine(2);
    await followChain(t.db, t.app.jobWorker);
    expect((await withdrawalRow(w.id)).state).toBe('confirmed');
    expect(formatEther(await onChainBalance(chain, alice))).toBe('100.5');

    const list = (await t.get(chainApiPaths.withdrawals, investor.cookie)).json<WithdrawalList>();
    expect(list.chainConfigured).toBe(true);
    expect(list.items.map((i) => [i.state, i.txHash])).toEqual([['confirmed', sent.txHash]]);

    await depositFrom('40');
    await followChain(t.db, t.app.jobWorker);
    expect(await t.db.select().from(chainDeposits)).toHaveLength(0); // 1 confirmation of 3
    await chain.mine(2);
    await followChain(t.db, t.app.jobWorker);
    await chain.mine(3);
    await followChain(t.db, t.app.jobWorker);
    expect(await t.db.select().from(chainDeposits)).toHaveLength(1);
    expect(await ledgerVino(investor.user.id)).toBe('19939.5');
    expect(formatEther(await onChainBalance(chain, alice))).toBe('60.5');
    const deposits = (await t.get(chainApiPaths.deposits, investor.cookie)).json();
    expect(deposits.items).toHaveLength(1);
    expect(deposits.custodyAddress).toBe(chain.deployment.custody);
  });

  it('never credits a deposit from a block a re-organisation replaced', async () => {
    const snapshot = await chain.snapshot();
    await depositFrom('7');
    await chain.mine(1);
    await followChain(t.db, t.app.jobWorker); // 2 confirmations of 3: not read
    await chain.revert(snapshot); // the block with the deposit is gone
    await chain.mine(5);
    await followChain(t.db, t.app.jobWorker);
    expect(await t.db.select().from(chainDeposits)).toHaveLength(1);
    expect(await ledgerVino(investor.user.id)).toBe('19939.5');
  });

  it('sends a withdrawal above the review threshold only once an admin approves it; a rejection gives it back', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const big = (await withdraw({ amount: '1500', destination: alice })).json<Withdrawal>();
    const other = (await withdraw({ amount: '2000', destination: alice })).json<Withdrawal>();
    expect([big.state, other.state]).toEqual(['review', 'review']);
    await followChain(t.db, t.app.jobWorker);
    expect((await withdrawalRow(big.id)).state).toBe('review');
    const queue = (await t.get(chainApiPaths.adminWithdrawals, admin.cookie)).json();
    expect(queue.items.map((i: Withdrawal) => i.id)).toEqual([big.id, other.id]);
    expect((await t.get(chainApiPaths.adminWithdrawals, investor.cookie)).statusCode).toBe(403);

    const rejected = await t.post(
      chainApiPaths.forId(chainApiPaths.adminReject, other.id),
      { reason: 'Not the usual destination' },
      admin.cookie,
    );
    expect(rejected.json().state).toBe('rejected');
    expect(await ledgerVino(investor.user.id)).toBe('18439.5');

    expect((await t.post(chainApiPaths.forId(chainApiPaths.adminApprove, big.id), {}, admin.cookie)).statusCode).toBe(
      200,
    );
    await followChain(t.db, t.app.jobWorker);
    await chain.mine(3);
    await followChain(t.db, t.app.jobWorker);
    expect((await withdrawalRow(big.id)).state).toBe('confirmed');
    expect(formatEther(await onChainBalance(chain, alice))).toBe('1560.5');
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'chain_withdrawal'));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['chain.withdrawal.review', 'chain.withdrawal.reject', 'chain.withdrawal.approve']),
    );
  });

  it('refuses a withdrawal over the daily limit, counting what is already asked today', async () => {
    // Asked today and not given back: 100.5 + 1500 (the rejected 2000 does not count).
    const res = await withdraw({ amount: '9000', destination: alice });
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      expect.stringMatching(/daily withdrawal limit of 10000/),
    ]);
    expect(await ledgerVino(investor.user.id)).toBe('18439.5');
  });

  it('resumes a withdrawal after the server died between storing and confirming it, without a second send', async () => {
    const nonceBefore = await custodyNonce();
    // This server stores the signed transaction, then dies before the node hears of it.
    const dying = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      chain: connectionTo(chain, {
        sendRawTransaction: () => Promise.reject(new Error('process killed')),
      }),
    });
    await dying.ready();
    const res = await dying.inject({
      method: 'POST',
      url: chainApiPaths.withdrawals,
      payload: { amount: '25', destination: alice },
      headers: { origin: t.config.publicUrl, cookie: investor.cookie },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<Withdrawal>().id;
    await followChain(t.db, dying.jobWorker);
    const stored = await withdrawalRow(id);
    expect(stored.state).toBe('broadcast');
    expect(await custodyNonce()).toBe(nonceBefore); // nothing reached the chain
    await dying.close();

    restarted = await buildApp({ config: t.config, database: t.database, logger: false, chain: connectionTo(chain) });
    await restarted.ready();
    await followChain(t.db, restarted.jobWorker); // rebroadcast from the stored bytes
    await followChain(t.db, restarted.jobWorker); // and again: the same transaction, not a second one
    await chain.mine(3);
    await followChain(t.db, restarted.jobWorker);
    const done = await withdrawalRow(id);
    expect(done).toMatchObject({ state: 'confirmed', txHash: stored.txHash });
    expect(await custodyNonce()).toBe(nonceBefore + 1);
    expect(formatEther(await onChainBalance(chain, alice))).toBe('1585.5');
    expect(await ledgerVino(investor.user.id)).toBe('18414.5');
  });
});

describe('bridge without a chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  it('says no contract is configured and moves nothing', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const res = await t.post(chainApiPaths.withdrawals, { amount: '1', destination: `0x${'ab'.repeat(20)}` }, cookie);
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      expect.stringMatching(/No VINO contract is configured/),
    ]);
    expect((await t.get(chainApiPaths.withdrawals, cookie)).json()).toEqual({ chainConfigured: false, items: [] });
  });
});
