import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { contactSubmissions, settings, user } from '../../src/server/db/schema';

const TABLES = [
  'user',
  'account',
  'user_profiles',
  'wine_assets',
  'token_supply_events',
  'revenue_tracking',
  'user_activities',
  'contact_submissions',
  'settings',
] as const;

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    result[table] = row!.n;
  }
  return result;
}

async function presaleEndsAt(handle: DatabaseHandle): Promise<unknown> {
  const [row] = await handle.db.select().from(settings).where(eq(settings.group, 'presale'));
  return row?.value.endsAt;
}

/** What main.ts does at every start: open the embedded database, migrate, seed. */
async function start(dataDir: string, now: Date): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoMode: true, now });
  return handle;
}

describe('the embedded database across restarts', () => {
  const dataDir = path.resolve(`.tmp/persistence-${process.pid}-${randomBytes(4).toString('hex')}`);
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second start keeps every record and seeds nothing twice', { timeout: 120_000 }, async () => {
    const firstStart = new Date();
    handle = await start(dataDir, firstStart);
    const userId = randomUUID();
    await handle.db
      .insert(user)
      .values({ id: userId, name: 'Kept Member', email: 'kept@example.com', emailVerified: true });
    await handle.db
      .insert(contactSubmissions)
      .values({ name: 'Kept', email: 'kept@example.com', subject: 'Still here?', message: 'After a restart.' });
    const before = await counts(handle);
    const endsAt = await presaleEndsAt(handle);
    // The demo seed simulated the members (about 15,000, their number depends on the seed's clock);
    // the content seed made the reserve and the presale.
    expect(before).toMatchObject({ wine_assets: 24, token_supply_events: 1, contact_submissions: 1 });
    expect(before.user).toBeGreaterThan(13_000);
    expect(before.user).toBeLessThan(17_000);
    expect(before.revenue_tracking).toBeGreaterThan(1_000);
    expect(typeof endsAt).toBe('string');
    await handle.close();
    handle = undefined;

    // A day later the countdown must not restart: the seed keeps the stored end time.
    handle = await start(dataDir, new Date(firstStart.getTime() + 24 * 3600 * 1000));
    expect(await counts(handle)).toEqual(before);
    expect(await presaleEndsAt(handle)).toBe(endsAt);
    const [kept] = await handle.db.select().from(user).where(eq(user.id, userId));
    expect(kept).toMatchObject({ name: 'Kept Member', email: 'kept@example.com' });
  });
});
