/**
 * Times the demo seed on a fresh embedded database and prints the simulated totals:
 * `npx tsx scripts/time-demo-seed.ts [dataDir]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';

const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'vino-seed-'));
const database = await openDatabase({ dataDir });
await runMigrations(database);
const started = performance.now();
await seedDatabase(database.db, { demoMode: true });
const seconds = (performance.now() - started) / 1000;
const [totals] = await queryRows<Record<string, string>>(
  database.db,
  sql`select
    (select count(*) from "user" where email like '%@members.vino.example') as members,
    (select count(*) from user_profiles p where p.kyc_status = 'approved') as kyc_approved,
    (select count(*) from user_activities where activity_type = 'sign_in') as sign_ins,
    (select count(*) from payments) as payments,
    (select count(*) from payments where status = 'succeeded') as paid,
    (select count(*) from revenue_tracking) as revenue_rows,
    (select sum(amount) from revenue_tracking) as revenue_usd,
    (select count(distinct user_id) from revenue_tracking) as buyers,
    (select count(*) from stakes) as stakes,
    (select count(*) from email_preferences) as email_preferences`,
);
console.log(JSON.stringify({ seedSeconds: Number(seconds.toFixed(2)), ...totals }, null, 2));
await database.close?.();
if (!process.argv[2]) rmSync(dataDir, { recursive: true, force: true });
