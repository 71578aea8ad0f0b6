import { eq, like, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { randomUUID } from 'node:crypto';
import { PresaleSettingsSchema } from '../../../contracts/settings';
import type { Database } from '../client';
import { account, settings, tokenSupplyEvents, user, userProfiles } from '../schema';
import { seedBlogPosts } from './blog-posts';
import { seedCompliance } from './compliance';
import { DEMO_ACCOUNTS } from '../../platform/auth/demo-accounts';
import { seedDemoBalances } from './demo-balances';
import { seedDemoKycCases } from './demo-kyc';
import { seedDemoPayments } from './demo-payments';
import { seedFaq } from './faq';
import { DEMO_MEMBER_DOMAIN, demoHistoryStatements } from './seed-demo-history.sql';
import { seedDocuments } from './documents';
import { seedMarketQuotes } from './market-quotes';
import { seedStakingPools } from './staking-pools';
import { seedReserveBottles } from './reserve-bottles';
import { seedWine } from './wine';
import { SEED_INITIAL_SUPPLY_VINO } from './wine-assets';

/** The spec's countdown starts at 7 days 21 hours 45 minutes 30 seconds. */
const PRESALE_DURATION_MS = ((7 * 24 + 21) * 3600 + 45 * 60 + 30) * 1000;

export interface SeedOptions {
  demoMode: boolean;
  now?: Date;
  /**
   * Generate the seeded assets' bottle registers (62,620 rows, ~1.3 s on the embedded database).
   * On by default; test apps leave it off unless they test the reserve, to keep each file's boot short.
   */
  bottleRegister?: boolean;
}

/**
 * Seeds what every install needs (content, reserve, presale) and, in demo mode, the demo accounts
 * and history. Idempotent: each part checks before it writes, so a second start keeps every record
 * and changes nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await seedPresale(db, now);
  await seedBlogPosts(db);
  await seedFaq(db);
  await seedWine(db);
  if (options.bottleRegister ?? true) await seedReserveBottles(db);
  await seedMarketQuotes(db);
  await seedDocuments(db);
  await seedStakingPools(db);
  await seedCompliance(db, now);
  const supply = await db.select({ id: tokenSupplyEvents.id }).from(tokenSupplyEvents).limit(1);
  if (!supply.length)
    await db
      .insert(tokenSupplyEvents)
      .values({ kind: 'mint', amount: SEED_INITIAL_SUPPLY_VINO, reason: 'Initial issuance against the wine reserve' });

  if (options.demoMode) {
    await seedDemoAccounts(db);
    await seedDemoBalances(db);
    await seedDemoHistory(db, now);
    await seedDemoPayments(db, now);
    await seedDemoKycCases(db, now);
  }
}

async function seedPresale(db: Database, now: Date): Promise<void> {
  const rows = await db.select().from(settings).where(eq(settings.group, 'presale'));
  if (rows[0]) return;
  const presale = PresaleSettingsSchema.parse({ endsAt: new Date(now.getTime() + PRESALE_DURATION_MS).toISOString() });
  await db.insert(settings).values({ group: 'presale', value: presale, updatedBy: 'seed' }).onConflictDoNothing();
}

async function seedDemoAccounts(db: Database): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (existing.length) continue;
    const id = randomUUID();
    const password = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id, name: demo.name, email: demo.email, emailVerified: true });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
      await tx.insert(userProfiles).values({
        id,
        email: demo.email,
        fullName: demo.name,
        role: demo.role,
        kycStatus: 'approved',
        investorStatus: demo.role === 'investor' ? 'verified' : 'none',
        onboardingCompleted: true,
      });
    });
  }
}

async function seedDemoHistory(db: Database, now: Date): Promise<void> {
  const seeded = await db
    .select({ id: user.id })
    .from(user)
    .where(like(user.email, `%@${DEMO_MEMBER_DOMAIN}`))
    .limit(1);
  if (seeded.length) return;
  await db.transaction(async (tx) => {
    for (const statement of demoHistoryStatements(now)) await tx.execute(statement);
  });
  await db.execute(sql`analyze`);
}
