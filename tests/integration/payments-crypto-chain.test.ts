/**
 * Crypto purchases paid from the connected wallet against a REAL local chain: ganache as
 * a library, served over HTTP on a free port so the app's viem client reads it through
 * CRYPTO_RPC_URL, and ETH sent with the same function the browser uses (wallet-chain.ts).
 */
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import ganache from 'ganache';
import { getAddress, parseUnits, type Address, type EIP1193Provider, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import {
  CRYPTO_PAYMENT_MESSAGES as M,
  CRYPTO_TX_PENDING_CODE,
  type PaymentIntentResponse,
} from '../../src/contracts/payments';
import { sendEthTransfer } from '../../src/client/shared/wallet/wallet-chain';
import {
  auditLog,
  mailOutbox,
  notifications,
  payments,
  revenueTracking,
  userProfiles,
  userWallets,
} from '../../src/server/db/schema';
import { LEDGER_SCALE } from '../../src/domain/ledger-assets';
import { parseDecimal } from '../../src/domain/money';
import { loadConfig } from '../../src/server/config';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const CHAIN_ID = 1337;
const BUYER_KEY: Hex = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const STRANGER_KEY: Hex = '0x6c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const DEPOSIT: Address = getAddress(privateKeyToAccount(generatePrivateKey()).address);
const ELSEWHERE: Address = getAddress(privateKeyToAccount(generatePrivateKey()).address);
const P = apiPaths.payments;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('crypto purchases paid from the wallet (ganache + viem)', () => {
  const buyerAccount = privateKeyToAccount(BUYER_KEY);
  const strangerAccount = privateKeyToAccount(STRANGER_KEY);
  const funded = `0x${parseUnits('100', 18).toString(16)}`;
  const chain = ganache.server({
    logging: { quiet: true },
    chain: { chainId: CHAIN_ID },
    wallet: {
      accounts: [
        { secretKey: BUYER_KEY, balance: funded },
        { secretKey: STRANGER_KEY, balance: funded },
      ],
    },
  });
  const provider = chain.provider as unknown as EIP1193Provider;
  let t: TestApp;
  let buyer: { id: string; cookie: string };

  async function mine(blocks: number) {
    for (let i = 0; i < blocks; i++) await provider.request({ method: 'evm_mine' as never });
  }

  async function createCryptoIntent(cookie: string, amountCents = 100_000): Promise<PaymentIntentResponse> {
    const res = await t.app.inject({
      method: 'POST',
      url: P.forProvider(P.createPaymentIntent, 'sandbox'),
      payload: { amount: amountCents, paymentMethod: 'crypto' },
      headers: { origin: t.config.publicUrl, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentIntentResponse>();
  }

  /** Sends ETH from a ganache account and mines enough blocks for the default 3 confirmations. */
  async function pay(from: Address, to: Address, eth: string): Promise<Hex> {
    const hash = await sendEthTransfer(provider, { from, to, amount: eth });
    await mine(2);
    return hash;
  }

  const confirm = (cookie: string, paymentId: string, txHash: string) =>
    t.post(P.cryptoConfirm, { paymentId, txHash }, cookie);

  async function vinoOf(userId: string): Promise<bigint> {
    return (await getBalances(t.db, userId)).find((b) => b.asset === 'VINO')?.available ?? 0n;
  }
  const tokensOf = (intent: PaymentIntentResponse) => parseDecimal(intent.tokens, LEDGER_SCALE);

  async function verifiedWallet(userId: string, address: Address, status = 'verified') {
    await t.db.insert(userWallets).values({
      userId,
      walletAddress: address.toLowerCase(),
      walletType: 'MetaMask',
      chainId: String(CHAIN_ID),
      networkName: 'Ganache',
      verificationStatus: status,
    });
  }

  beforeAll(async () => {
    const port = await freePort();
    await chain.listen(port, '127.0.0.1');
    t = await createTestApp({
      CRYPTO_RPC_URL: `http://127.0.0.1:${port}`,
      CRYPTO_CHAIN_ID: String(CHAIN_ID),
      CRYPTO_DEPOSIT_ADDRESS: DEPOSIT,
    });
    const { user, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
    await verifiedWallet(user.id, buyerAccount.address);
    buyer = { id: user.id, cookie };
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await chain.close();
  });

  it('offers paying from the wallet only when the chain is fully configured', async () => {
    const config = (await t.get(P.config)).json();
    expect(config.cryptoDeposit).toEqual({ chainId: CHAIN_ID, address: DEPOSIT });

    const partial = loadConfig({ CRYPTO_RPC_URL: 'http://127.0.0.1:8545', CRYPTO_CHAIN_ID: '1' });
    expect(partial.payments.cryptoDeposit).toBeUndefined();
    expect(() =>
      loadConfig({ CRYPTO_RPC_URL: 'http://x', CRYPTO_CHAIN_ID: '1', CRYPTO_DEPOSIT_ADDRESS: DEPOSIT.toLowerCase() }),
    ).toThrow(/CRYPTO_DEPOSIT_ADDRESS: must be a checksummed 0x address/);
  });

  it('quotes the ETH at intent time, stores it on the payment, and the sandbox cannot settle it', async () => {
    const intent = await createCryptoIntent(buyer.cookie);
    // $1,000 at the reference cross rate (VINO/USD 1 ÷ VINO/ETH 0.000298 = $3,355.70 per ETH).
    expect(intent.cryptoQuote).toEqual({
      chainId: CHAIN_ID,
      address: DEPOSIT,
      wei: '298000000000000000',
      eth: '0.298',
      ethUsd: '3355.70',
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, intent.paymentId));
    expect(row!.metadata['cryptoQuote']).toMatchObject({ wei: '298000000000000000' });

    const sandbox = await t.post(
      P.sandboxConfirmPayment,
      { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret },
      buyer.cookie,
    );
    expect(sandbox.statusCode).toBe(404);
  });

  it('credits the VINO once for a confirmed transfer, and refuses every replay', async () => {
    const before = await vinoOf(buyer.id);
    const intent = await createCryptoIntent(buyer.cookie);

    // Mined but not yet 3 blocks deep: asked to wait, nothing credited.
    const hash = await sendEthTransfer(provider, {
      from: buyerAccount.address,
      to: DEPOSIT,
      amount: intent.cryptoQuote!.eth,
    });
    const early = await confirm(buyer.cookie, intent.paymentId, hash);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: CRYPTO_TX_PENDING_CODE, message: M.awaitingConfirmations(3, 1) });

    await mine(2);
    const res = await confirm(buyer.cookie, intent.paymentId, hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paymentId: intent.paymentId, status: 'succeeded' });
    expect(await vinoOf(buyer.id)).toBe(before + tokensOf(intent));

    // The webhook's own success path: revenue row, notification, e-mail, audit.
    expect(
      await t.db.select().from(revenueTracking).where(eq(revenueTracking.transactionId, intent.paymentId)),
    ).toHaveLength(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.filter((n) => n.title === 'Payment confirmed')).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.text.includes(intent.paymentId))).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, intent.paymentId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['payment.succeeded', 'payment.crypto_confirmed']),
    );

    // The same transaction again, for the same payment and for a new one: refused, nothing more credited.
    const again = await confirm(buyer.cookie, intent.paymentId, hash);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyPaid);
    const other = await createCryptoIntent(buyer.cookie);
    const replay = await confirm(buyer.cookie, other.paymentId, hash.toUpperCase().replace('0X', '0x'));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(M.txUsed);
    expect(await vinoOf(buyer.id)).toBe(before + tokensOf(intent));
    const [otherRow] = await t.db.select().from(payments).where(eq(payments.id, other.paymentId));
    expect(otherRow!.status).toBe('requires_payment_method');
  });

  it('refuses too little ETH, then accepts a full transfer for the same payment', async () => {
    const before = await vinoOf(buyer.id);
    const intent = await createCryptoIntent(buyer.cookie);
    const short = await pay(buyerAccount.address, DEPOSIT, '0.2979');
    const res = await confirm(buyer.cookie, intent.paymentId, short);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.tooLittle('0.2979', '0.298'));
    expect(await vinoOf(buyer.id)).toBe(before);

    const full = await pay(buyerAccount.address, DEPOSIT, '0.3');
    expect((await confirm(buyer.cookie, intent.paymentId, full)).statusCode).toBe(200);
    expect(await vinoOf(buyer.id)).toBe(before + tokensOf(intent));
  });

  it('refuses a transfer to another address', async () => {
    const intent = await createCryptoIntent(buyer.cookie);
    const hash = await pay(buyerAccount.address, ELSEWHERE, intent.cryptoQuote!.eth);
    const res = await confirm(buyer.cookie, intent.paymentId, hash);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.wrongRecipient);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, intent.paymentId), eq(auditLog.action, 'payment.crypto_refused')));
    expect(audit).toMatchObject({
      actorUserId: buyer.id,
      data: expect.objectContaining({ reason: 'wrong_recipient' }),
    });
  });

  it('refuses a transfer from a wallet the buyer has not verified (or someone else verified)', async () => {
    const before = await vinoOf(buyer.id);
    const intent = await createCryptoIntent(buyer.cookie);
    const hash = await pay(strangerAccount.address, DEPOSIT, intent.cryptoQuote!.eth);
    const notOwned = await confirm(buyer.cookie, intent.paymentId, hash);
    expect(notOwned.statusCode).toBe(400);
    expect(notOwned.json().error.message).toBe(M.notYourWallet);

    // Another user's verified wallet, then the buyer's own unverified row: still not the buyer's proof.
    const { user: other } = await signedInUser(t);
    await verifiedWallet(other.id, strangerAccount.address);
    expect((await confirm(buyer.cookie, intent.paymentId, hash)).json().error.message).toBe(M.notYourWallet);
    await verifiedWallet(buyer.id, strangerAccount.address, 'unverified');
    expect((await confirm(buyer.cookie, intent.paymentId, hash)).json().error.message).toBe(M.notYourWallet);
    expect(await vinoOf(buyer.id)).toBe(before);

    // Once verified, the same (refused, so unspent) transaction pays the payment.
    await t.db
      .update(userWallets)
      .set({ verificationStatus: 'verified' })
      .where(
        and(eq(userWallets.userId, buyer.id), eq(userWallets.walletAddress, strangerAccount.address.toLowerCase())),
      );
    expect((await confirm(buyer.cookie, intent.paymentId, hash)).statusCode).toBe(200);
  });

  it("refuses someone else's payment, an unknown transaction and a signed-out caller", async () => {
    const intent = await createCryptoIntent(buyer.cookie);
    const { cookie: otherCookie } = await signedInUser(t);
    const hash = await pay(buyerAccount.address, DEPOSIT, intent.cryptoQuote!.eth);
    expect((await confirm(otherCookie, intent.paymentId, hash)).statusCode).toBe(404);
    const unknown = await confirm(buyer.cookie, intent.paymentId, `0x${'ab'.repeat(32)}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(M.txNotFound);
    expect((await t.post(P.cryptoConfirm, { paymentId: intent.paymentId, txHash: hash })).statusCode).toBe(401);
    expect((await confirm(buyer.cookie, intent.paymentId, 'not-a-hash')).statusCode).toBe(400);
  });
});
