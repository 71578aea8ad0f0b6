import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LEDGER_SCALE, type LedgerAsset } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { MARKET_MAKER_EMAIL } from '../../modules/ledger/ledger-module';
import { postEntry } from '../../modules/ledger/ledger-module';
import type { Database } from '../client';
import { user, userProfiles } from '../schema';

type Amounts = Record<LedgerAsset, string>;

/** Demo-mode opening balances per e-mail (PRODUCT.md: the demo accounts and the market maker). */
const DEMO_BALANCES: Record<string, Amounts> = {
  'investor@demo.vino.example': { USD: '25000', VINO: '10000', ETH: '5', BTC: '0.2', USDT: '10000' },
  'admin@demo.vino.example': { USD: '5000', VINO: '2000', ETH: '1', BTC: '0.05', USDT: '2000' },
  // Deep enough to quote every book around the reference prices for a long demo.
  [MARKET_MAKER_EMAIL]: { USD: '5000000', VINO: '20000000', ETH: '2000', BTC: '60', USDT: '5000000' },
};

/**
 * Demo mode: creates the market-maker system user (no password, so nobody signs in as it) and
 * funds the demo accounts through journal entries from the outside world, never by writing a
 * balance. Idempotent: each funding is one entry whose reference is the e-mail, so a restart
 * replays it without counting twice.
 */
export async function seedDemoBalances(db: Database): Promise<void> {
  await ensureMarketMaker(db);
  for (const [email, amounts] of Object.entries(DEMO_BALANCES)) {
    const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    const userId = rows[0]?.id;
    if (!userId) continue;
    await postEntry(db, {
      kind: 'demo_funding',
      reference: email,
      memo: 'Demo opening balance',
      postings: Object.entries(amounts).flatMap(([asset, value]) => {
        const amount = parseDecimal(value, LEDGER_SCALE);
        return [
          {
            account: { system: 'external' as const },
            asset: asset as LedgerAsset,
            bucket: 'available' as const,
            amount: -amount,
          },
          { account: { userId }, asset: asset as LedgerAsset, bucket: 'available' as const, amount },
        ];
      }),
    });
  }
}

async function ensureMarketMaker(db: Database): Promise<void> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, MARKET_MAKER_EMAIL)).limit(1);
  if (existing.length) return;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(user).values({ id, name: 'VINO Market Maker', email: MARKET_MAKER_EMAIL, emailVerified: true });
    await tx.insert(userProfiles).values({
      id,
      email: MARKET_MAKER_EMAIL,
      fullName: 'VINO Market Maker',
      role: 'user',
      kycStatus: 'approved',
      onboardingCompleted: true,
    });
  });
}
