/**
 * Admin All Users at scale: seeds 100 000 users (profiles, a fifth with purchases, some
 * sessions), signs in as the demo admin and times searches over HTTP one after another: name,
 * surname and e-mail prefixes with and without the KYC/role filters and sorts. The reference figure
 * of the same run is /healthz timed the same way (what the machine gives any request right now).
 * Runs inside `npm run bench`, or alone: `npx tsx bench/admin-users.ts`.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../src/contracts/api-paths';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/client';
import { DEMO_ACCOUNTS } from '../src/server/platform/auth/demo-accounts';

export const BENCH_USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_ADMIN_SEARCHES ?? 300);

const FIRST = ['olivia', 'liam', 'emma', 'noah', 'ava', 'oliver', 'sophia', 'elijah', 'isabella', 'james'];
const LAST = ['smith', 'johnson', 'williams', 'brown', 'jones', 'garcia', 'miller', 'davis', 'martin', 'lopez'];

/** Inserts `count` users and profiles in set-based statements (about 10 s on the embedded DB). */
export async function seedManyUsers(db: Database, count: number): Promise<void> {
  const first = sql.raw(`array[${FIRST.map((f) => `'${f}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((l) => `'${l}'`).join(',')}]`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at)
    select 'bench-' || g, initcap((${first})[1 + g % 10]) || ' ' || initcap((${last})[1 + (g / 10) % 10]) || ' ' || g,
           (${first})[1 + g % 10] || '.' || (${last})[1 + (g / 10) % 10] || '.' || g || '@bench.example', true,
           now() - (g % 730) * interval '1 day'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into user_profiles (id, email, full_name, role, kyc_status, investor_status, created_at)
    select u.id, u.email, u.name,
           case when g % 1000 = 0 then 'admin' when g % 7 = 0 then 'investor' else 'user' end,
           (array['not_started','pending','approved','rejected'])[1 + g % 4],
           (array['none','pending','verified','accredited'])[1 + g % 4],
           u.created_at
    from generate_series(1, ${count}) g join "user" u on u.id = 'bench-' || g`);
  await db.execute(sql`
    insert into payments (user_id, provider, kind, product, description, amount, payment_method, status, net_amount)
    select 'bench-' || g, 'sandbox', 'token_purchase', 'VINO', 'VINO token purchase', (g % 997) * 100, 'card',
           'succeeded', (g % 997) * 100
    from generate_series(5, ${count}, 5) g`);
  await db.execute(sql`
    insert into session (id, expires_at, token, user_id, created_at, updated_at)
    select 'bench-s-' || g, now() + interval '7 days', 'bench-token-' || g, 'bench-' || g, now(), now()
    from generate_series(3, ${count}, 3) g`);
  await db.execute(sql`analyze`);
}

/** Searches as an admin types them: prefixes of names, surnames and e-mails, with filters and sorts. */
function searchUrls(count: number): string[] {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 3) % LAST.length]!;
    const q = [
      firstName.slice(0, 2 + (i % 3)),
      lastName.slice(0, 3 + (i % 2)),
      `${firstName}.${lastName}.${(i * 37) % BENCH_USERS}`,
      `${firstName} ${lastName}`,
      String.fromCharCode(97 + (i % 26)),
    ][i % 5]!;
    const params = new URLSearchParams({ q });
    if (i % 3 === 1) params.set('kycStatus', ['pending', 'approved', 'rejected', 'not_started'][i % 4]!);
    if (i % 4 === 2) params.set('role', ['user', 'investor', 'admin'][i % 3]!);
    if (i % 2 === 1) params.set('sort', ['name', 'email', 'registrationDate'][i % 3]!);
    if (i % 5 === 3) params.set('order', 'asc');
    urls.push(`${apiPaths.admin.users}?${params.toString()}`);
  }
  return urls;
}

async function timeSequential(address: string, urls: string[], cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(`${address}${url}`, { headers: { cookie, 'x-bench': '1' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));

export interface AdminUsersBenchResult {
  users: number;
  searches: number;
  search: { p50Ms: number; p95Ms: number; p99Ms: number };
  firstPage: { p50Ms: number; p95Ms: number };
  healthz: { p50Ms: number; p95Ms: number };
  plan: string;
}

/** Needs the demo seed (the demo admin signs in). */
export async function measureAdminUserSearch(
  app: FastifyInstance,
  db: Database,
  address: string,
  origin: string,
): Promise<AdminUsersBenchResult> {
  const existing = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from user_profiles`);
  if ((existing[0]?.n ?? 0) < BENCH_USERS) await seedManyUsers(db, BENCH_USERS);
  const adminAccount = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const signIn = await fetch(`${address}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: adminAccount.email, password: adminAccount.password }),
  });
  if (!signIn.ok) throw new Error(`bench admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const urls = searchUrls(SAMPLES);
  await timeSequential(address, urls.slice(0, 20), cookie); // warm-up
  const search = await timeSequential(address, urls, cookie);
  const firstPage = await timeSequential(address, Array(50).fill(apiPaths.admin.users) as string[], cookie);
  const healthz = await timeSequential(address, Array(SAMPLES).fill(apiPaths.health) as string[], '');
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql.raw(`explain select * from user_profiles
      where lower(email) collate "C" like 'emma.br%' or lower(coalesce(full_name, '')) collate "C" like 'emma.br%'
         or lower(substr(full_name, strpos(full_name, ' ') + 1)) collate "C" like 'emma.br%'
      order by created_at desc, id desc limit 25`),
  );
  void app;
  return {
    users: BENCH_USERS,
    searches: search.length,
    search: { p50Ms: pct(search, 0.5), p95Ms: pct(search, 0.95), p99Ms: pct(search, 0.99) },
    firstPage: { p50Ms: pct(firstPage, 0.5), p95Ms: pct(firstPage, 0.95) },
    healthz: { p50Ms: pct(healthz, 0.5), p95Ms: pct(healthz, 0.95) },
    plan: plan.map((r) => r['QUERY PLAN']).join('\n'),
  };
}

export function formatAdminUsersBench(r: AdminUsersBenchResult): string {
  return (
    `Admin All Users search with ${r.users} users, ${r.searches} searches one at a time:` +
    ` p50 ${r.search.p50Ms} ms, p95 ${r.search.p95Ms} ms, p99 ${r.search.p99Ms} ms;` +
    ` first page unfiltered p50 ${r.firstPage.p50Ms} ms, p95 ${r.firstPage.p95Ms} ms;` +
    ` reference /healthz same run p50 ${r.healthz.p50Ms} ms, p95 ${r.healthz.p95Ms} ms`
  );
}

// Alone: a fresh embedded database with the demo seed, the app on a random port.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { runMigrations } = await import('../src/server/db/migrate');
  const { seedDatabase } = await import('../src/server/db/seed/seed');
  // BENCH_KEEP_DATA=1 keeps the seeded folder for the next run (seeding takes most of the time).
  const keep = process.env.BENCH_KEEP_DATA === '1';
  const dataDir = '.tmp/bench-admin-users';
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    DEMO_MODE: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
  await runMigrations(database);
  const seeded = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from "user"`);
  if ((seeded[0]?.n ?? 0) === 0) await seedDatabase(database.db, { demoMode: true });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const seedStarted = performance.now();
  const result = await measureAdminUserSearch(app, database.db, address, config.publicUrl);
  console.log(
    `(seeded and measured in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s on ${database.kind})`,
  );
  console.log(formatAdminUsersBench(result));
  console.log(result.plan);
  await app.close();
  await database.close();
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
