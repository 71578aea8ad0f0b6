import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { apiPaths } from '../../src/contracts/api-paths';
import { walletApiPaths } from '../../src/contracts/wallet-paths';
import { auditLog, userWallets, walletConnections } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { signedInUser } from '../factories/users';

const DOMAIN = 'localhost:3000';

describe('wallet: Sign-In With Ethereum and saved wallets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  async function nonceFor(cookie: string) {
    const res = await t.post(walletApiPaths.siweNonce, {}, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<{ nonce: string; expiresAt: string }>().nonce;
  }

  async function signedMessage(
    account: ReturnType<typeof privateKeyToAccount>,
    nonce: string,
    overrides: { domain?: string; chainId?: number } = {},
  ) {
    const message = createSiweMessage({
      address: account.address,
      chainId: overrides.chainId ?? 1,
      domain: overrides.domain ?? DOMAIN,
      nonce,
      uri: 'http://localhost:3000',
      version: '1',
      statement: 'Sign in to VINO to prove you own this wallet.',
      issuedAt: t.app.clock.now(),
    });
    return { message, signature: await account.signMessage({ message }) };
  }

  it('needs a signed-in user for a nonce', async () => {
    const res = await t.post(walletApiPaths.siweNonce, {});
    expect(res.statusCode).toBe(401);
  });

  it('verifies a good signature, upserts both tables on their conflict keys and audits it', async () => {
    const { user, cookie } = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const first = await signedMessage(account, await nonceFor(cookie));
    const res = await t.post(walletApiPaths.siweVerify, { ...first, walletType: 'MetaMask' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ address: account.address.toLowerCase(), chainId: 1 });

    // Verifying again (new nonce) on Polygon: a second connection row, still one user_wallets row.
    const second = await signedMessage(account, await nonceFor(cookie), { chainId: 137 });
    expect((await t.post(walletApiPaths.siweVerify, { ...second, walletType: 'MetaMask' }, cookie)).statusCode).toBe(
      200,
    );
    const again = await signedMessage(account, await nonceFor(cookie), { chainId: 137 });
    expect((await t.post(walletApiPaths.siweVerify, { ...again, walletType: 'MetaMask' }, cookie)).statusCode).toBe(
      200,
    );

    const connections = await t.db.select().from(walletConnections).where(eq(walletConnections.userId, user.id));
    expect(connections.map((c) => c.chainId).sort()).toEqual(['1', '137']);
    expect(connections.every((c) => c.verifiedAt !== null && c.isPrimary)).toBe(true);
    expect(connections[0]!.walletAddress).toBe(account.address.toLowerCase());
    const wallets = await t.db.select().from(userWallets).where(eq(userWallets.userId, user.id));
    expect(wallets).toHaveLength(1);
    expect(wallets[0]).toMatchObject({ chainId: '137', networkName: 'Polygon', verificationStatus: 'verified' });

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(audits.filter((a) => a.action === 'wallet.verified')).toHaveLength(3);

    const list = await t.get(walletApiPaths.myWallets, cookie);
    expect(list.json().wallets).toEqual([
      expect.objectContaining({
        address: account.address.toLowerCase(),
        isPrimary: true,
        verificationStatus: 'verified',
        networkName: 'Polygon',
      }),
    ]);
  });

  it('refuses a signature by another key', async () => {
    const { cookie } = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const impostor = privateKeyToAccount(generatePrivateKey());
    const { message } = await signedMessage(account, await nonceFor(cookie));
    const signature = await impostor.signMessage({ message });
    const res = await t.post(walletApiPaths.siweVerify, { message, signature }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The signature does not match this wallet address.');
  });

  it('refuses a reused nonce', async () => {
    const { cookie } = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await signedMessage(account, await nonceFor(cookie));
    expect((await t.post(walletApiPaths.siweVerify, signed, cookie)).statusCode).toBe(200);
    const replay = await t.post(walletApiPaths.siweVerify, signed, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(
      'This sign-in request has expired or was already used. Please sign again.',
    );
  });

  it("refuses another user's nonce and an invented nonce", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await signedMessage(account, await nonceFor(alice.cookie));
    expect((await t.post(walletApiPaths.siweVerify, signed, bob.cookie)).statusCode).toBe(400);
    const invented = await signedMessage(account, 'abcdefgh12345678');
    expect((await t.post(walletApiPaths.siweVerify, invented, alice.cookie)).statusCode).toBe(400);
  });

  it('refuses a message for another domain', async () => {
    const { cookie } = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await signedMessage(account, await nonceFor(cookie), { domain: 'evil.example' });
    const res = await t.post(walletApiPaths.siweVerify, signed, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This sign-in message was created for another site.');
  });

  it('refuses an unsupported chain', async () => {
    const { cookie } = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await signedMessage(account, await nonceFor(cookie), { chainId: 56 });
    const res = await t.post(walletApiPaths.siweVerify, signed, cookie);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an expired nonce', async () => {
    const { cookie } = await signedInUser(t);
    const account = privateKeyToAccount(generatePrivateKey());
    const nonce = await nonceFor(cookie);
    t.app.clock.advance(6 * 60_000);
    const signed = await signedMessage(account, nonce);
    const res = await t.post(walletApiPaths.siweVerify, signed, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This sign-in request has expired or was already used. Please sign again.');
  });

  it('keeps wallets to their owner; primary, disconnect and the stored USD balance', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const first = privateKeyToAccount(generatePrivateKey());
    const second = privateKeyToAccount(generatePrivateKey());
    for (const account of [first, second]) {
      const signed = await signedMessage(account, await nonceFor(owner.cookie));
      expect((await t.post(walletApiPaths.siweVerify, signed, owner.cookie)).statusCode).toBe(200);
    }
    const a1 = first.address.toLowerCase();
    const a2 = second.address.toLowerCase();
    // The latest verified wallet is primary.
    let wallets = (await t.get(walletApiPaths.myWallets, owner.cookie)).json().wallets;
    expect(wallets.map((w: { address: string; isPrimary: boolean }) => [w.address, w.isPrimary])).toEqual([
      [a2, true],
      [a1, false],
    ]);

    // Someone else can neither see nor change them.
    expect((await t.get(walletApiPaths.myWallets, other.cookie)).json().wallets).toEqual([]);
    const foreign = await t.post(walletApiPaths.forAddress(walletApiPaths.primary, first.address), {}, other.cookie);
    expect(foreign.statusCode).toBe(404);
    const foreignDisconnect = await t.post(walletApiPaths.forAddress(walletApiPaths.disconnect, a1), {}, other.cookie);
    expect(foreignDisconnect.statusCode).toBe(404);

    // Primary switches to the first (checksummed address accepted).
    expect(
      (await t.post(walletApiPaths.forAddress(walletApiPaths.primary, first.address), {}, owner.cookie)).statusCode,
    ).toBe(200);
    wallets = (await t.get(walletApiPaths.myWallets, owner.cookie)).json().wallets;
    expect(wallets[0]).toMatchObject({ address: a1, isPrimary: true });
    expect(wallets[1]).toMatchObject({ address: a2, isPrimary: false });

    // Disconnect marks the connection not primary and keeps the verified proof.
    expect((await t.post(walletApiPaths.forAddress(walletApiPaths.disconnect, a1), {}, owner.cookie)).statusCode).toBe(
      200,
    );
    const rows = await t.db.select().from(walletConnections).where(eq(walletConnections.walletAddress, a1));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isPrimary).toBe(false);
    expect(rows[0]!.verifiedAt).not.toBeNull();

    // Stored USD balance: ETH at the assumed 2,500 USD.
    const sync = await t.post(
      walletApiPaths.forAddress(walletApiPaths.balances, a2),
      { chainId: 1, eth: '1.2345', vino: '250.5' },
      owner.cookie,
    );
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().balanceUsd).toBe('3086.25');
    const stored = await t.db.select().from(userWallets).where(eq(userWallets.walletAddress, a2));
    expect(stored[0]!.balanceTokens).toEqual({ ETH: '1.2345', VINO: '250.5' });
    expect(
      (
        await t.post(
          walletApiPaths.forAddress(walletApiPaths.balances, a2),
          { chainId: 1, eth: '1', vino: null },
          other.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.post(walletApiPaths.forAddress(walletApiPaths.primary, 'not-an-address'), {}, owner.cookie)).statusCode,
    ).toBe(400);
  });

  it('publishes the configured VINO token address per chain', async () => {
    const res = await t.get(apiPaths.publicConfig);
    expect(res.json().vinoTokenAddresses).toEqual({});
  });
});
