/**
 * `npx tsx bench/orders-only.ts`: the exchange part of `npm run bench` alone: HTTP order
 * placement on the embedded database, then, with DATABASE_URL, on that PostgreSQL database (emptied
 * first) beside the single-row insert commit rate measured on it with the same number of clients.
 */
import { rmSync } from 'node:fs';
import { bootDemoApp } from './lib/boot-demo-app';
import { measureExchange } from './exchange';

const DATA_DIR = '.tmp/bench-orders-data';
const { app, database, address, config } = await bootDemoApp(DATA_DIR);
await measureExchange({ app, address, origin: config.publicUrl });
await app.close();
await database.close();
rmSync(DATA_DIR, { recursive: true, force: true });
