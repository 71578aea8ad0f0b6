/**
 * The PostgreSQL reference for the order bench: single-row INSERT commits per second with the same
 * number of clients, on the same server, in the same run (what pgbench measures with a one-line
 * custom script). Uses the pgbench binary when it is installed, else the same loop over node-postgres.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface CommitRateResult {
  commitsPerSecond: number;
  tool: 'pgbench' | 'node-postgres';
}

const TABLE = 'bench_commit_rate';

export async function measureCommitRate(
  databaseUrl: string,
  clients: number,
  durationS: number,
): Promise<CommitRateResult> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop table if exists ${TABLE}; create table ${TABLE} (id bigserial primary key, v int not null)`);
  try {
    const viaPgbench = runPgbench(databaseUrl, clients, durationS);
    if (viaPgbench !== null) return { commitsPerSecond: viaPgbench, tool: 'pgbench' };
    return { commitsPerSecond: await runNodeLoop(databaseUrl, clients, durationS), tool: 'node-postgres' };
  } finally {
    await admin.query(`drop table if exists ${TABLE}`);
    await admin.end();
  }
}

/** pgbench -n (no vacuum of its own tables) with a custom one-insert script; null without pgbench. */
function runPgbench(databaseUrl: string, clients: number, durationS: number): number | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'vino-pgbench-'));
  try {
    const script = path.join(dir, 'insert.sql');
    writeFileSync(script, `insert into ${TABLE} (v) values (1);\n`);
    const run = spawnSync(
      'pgbench',
      ['-n', '-c', String(clients), '-j', '2', '-T', String(durationS), '-f', script, databaseUrl],
      { encoding: 'utf8' },
    );
    if (run.error || run.status !== 0) return null;
    const match = /tps = ([\d.]+)/.exec(run.stdout);
    return match ? Math.round(Number(match[1])) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runNodeLoop(databaseUrl: string, clients: number, durationS: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  let commits = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        await pool.query(`insert into ${TABLE} (v) values (1)`);
        commits++;
      }
    }),
  );
  await pool.end();
  return Math.round(commits / ((performance.now() - started) / 1000));
}
