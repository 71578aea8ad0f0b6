/**
 * The server's statement rebuild, as the job runs it, on the embedded database: the register read a
 * page at a time into the tree. Each variant runs in a child process of its own (its peak memory is its
 * own) on a fresh in-memory database seeded with the register (62,620 bottles, or more generated inside
 * the database): "before" collects every leaf in an array and keeps the leaf set's JSON in memory (the
 * previous job), "after" streams pages to the leaf-set file (attest-reserve.ts). Reported: the event
 * loop's longest delay (perf_hooks monitorEventLoopDelay), process CPU, wall time, peak RSS.
 * Run alone: `npx tsx bench/reserve-rebuild.ts [bottles ...]` (default 62620).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildMerkleSumTree } from '../src/domain/reserve/merkle-sum-tree';
import type { ReserveLeaf } from '../src/domain/reserve/reserve-leaf';
import { leafToWire } from '../src/domain/reserve/reserve-wire';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';
import { AttestationCache } from '../src/server/modules/reserve/attestation-cache';
import { buildRegisterTree } from '../src/server/modules/reserve/attest-reserve';
import type { ReserveContext } from '../src/server/modules/reserve/reserve-context';
import { readLeafPage } from '../src/server/modules/reserve/reserve-repository';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function child(variant: 'before' | 'after', bottles: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoMode: false, bottleRegister: true });
  if (bottles > 62_620)
    await handle.db.execute(sql`
      insert into reserve_bottles (serial, wine_asset_id, wine_code, facility, lot, condition, state, value_usd, salt)
      select 'VN-BENCH-' || lpad(n::text, 8, '0'), b.wine_asset_id, b.wine_code, b.facility, b.lot, b.condition,
             'in_bond', b.value_usd, md5(n::text)
      from (select * from reserve_bottles limit 1) b cross join generate_series(1, ${bottles - 62_620}) n`);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss / 2 ** 20;
  const ctx = { db: handle.db, cache: new AttestationCache() } as unknown as ReserveContext;
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  const cpu = cpuMs();
  const wall = performance.now();
  let count: number;
  if (variant === 'before') {
    // The previous job: every page into one array, the tree built from it, the leaf set's JSON made once.
    const leaves: ReserveLeaf[] = [];
    for (let after = ''; ; ) {
      const page = await readLeafPage(handle.db, after);
      if (page.length === 0) break;
      leaves.push(...page);
      after = page.at(-1)!.serial;
      await new Promise((r) => setImmediate(r));
    }
    await buildMerkleSumTree(leaves, { chunkSize: 2048, pause: () => new Promise((r) => setImmediate(r)) });
    const index = new Map(leaves.map((l, i) => [l.serial, i]));
    const json = JSON.stringify({ statement_sequence: 1, leaves: leaves.map(leafToWire) });
    count = index.size + (json.length > 0 ? 0 : 1);
  } else {
    const { leafSet } = await buildRegisterTree(ctx);
    count = leafSet.size;
  }
  const cpuUsed = cpuMs() - cpu;
  const wallUsed = performance.now() - wall;
  monitor.disable();
  ctx.cache.close();
  console.log(
    JSON.stringify({
      variant,
      bottles: count,
      cpuMs: Math.round(cpuUsed),
      wallMs: Math.round(wallUsed),
      longestDelayMs: +(monitor.max / 1e6).toFixed(1),
      p99DelayMs: +(monitor.percentile(99) / 1e6).toFixed(1),
      rssBeforeMb: Math.round(rssBefore),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      load: loadavg().map((l) => +l.toFixed(1)),
    }),
  );
  await handle.close();
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] as 'before' | 'after', Number(process.argv[4]));
  process.exit(0);
} else {
  const sizes = process.argv.slice(2).map(Number);
  for (const bottles of sizes.length ? sizes : [62_620])
    for (const variant of ['before', 'after'])
      execFileSync(
        process.execPath,
        [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--child', variant, String(bottles)],
        { stdio: 'inherit' },
      );
}
