/**
 * The exchange's figures for `npm run bench`: order placement over HTTP on the app already
 * booted on the embedded database and, when DATABASE_URL is set, on a second app booted on that
 * PostgreSQL database, with the database's own single-row commit rate measured in the same run.
 * Floors: 500 commands/s embedded; on PostgreSQL 0.15x the commit rate with p99 under 100 ms.
 */
import type { FastifyInstance } from 'fastify';
import { bootDemoApp } from './lib/boot-demo-app';
import { measureCommitRate } from './lib/commit-rate';
import { ORDER_BENCH_CLIENTS, formatOrderBench, measureOrderPlacement } from './orders';

const EMBEDDED_FLOOR = 500;
const PG_RATIO_FLOOR = 0.15;
const PG_P99_FLOOR_MS = 100;
const COMMIT_RATE_DURATION_S = Number(process.env.BENCH_ORDERS_DURATION_S ?? 5);

export async function measureExchange(embedded: { app: FastifyInstance; address: string; origin: string }) {
  const local = await measureOrderPlacement(embedded.app, embedded.address, embedded.origin);
  const localVerdict = local.ordersPerSecond >= EMBEDDED_FLOOR ? 'meets' : 'BELOW';
  console.log(`\n${formatOrderBench('embedded', local)} (${localVerdict} the ${EMBEDDED_FLOOR}/s floor)`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('PostgreSQL order placement: skipped (set DATABASE_URL to a database the bench may empty)');
    return;
  }
  const booted = await bootDemoApp('.tmp/bench-pg-unused', { databaseUrl });
  try {
    const onPg = await measureOrderPlacement(booted.app, booted.address, booted.config.publicUrl);
    const reference = await measureCommitRate(databaseUrl, ORDER_BENCH_CLIENTS, COMMIT_RATE_DURATION_S);
    const ratio = onPg.ordersPerSecond / reference.commitsPerSecond;
    const verdict = ratio >= PG_RATIO_FLOOR && onPg.p99Ms < PG_P99_FLOOR_MS ? 'meets' : 'BELOW';
    console.log(formatOrderBench('PostgreSQL', onPg));
    console.log(
      `PostgreSQL single-row insert commits (${reference.tool}, ${ORDER_BENCH_CLIENTS} clients, same run):` +
        ` ${reference.commitsPerSecond}/s; orders at ${ratio.toFixed(3)}x of it` +
        ` (${verdict} the ${PG_RATIO_FLOOR}x and p99 < ${PG_P99_FLOOR_MS} ms floor)`,
    );
  } finally {
    await booted.app.close();
    await booted.database.close();
  }
}
