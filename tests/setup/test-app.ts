import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { createTestDatabase } from './test-database';
import type { ChainConnection } from '../../src/server/platform/chain/chain-connection';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The open database itself (its kind; a command run beside the app). */
  database: DatabaseHandle;
  config: AppConfig;
  /** POST JSON with the Origin header browsers send (Better Auth checks it). */
  post(url: string, body: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Boots the whole application against a fresh, migrated and seeded database (content only; the
 * demo history is skipped unless `DEMO_MODE` is 'true' in env, which tests of demo mode opt into).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { bottleRegister?: boolean; chain?: ChainConnection } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(tmpdir(), 'vino-test-files-'));
  const config = loadConfig({
    FILES_DIR: filesDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    DEMO_MODE: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const db = testDb.handle.db;
  await seedDatabase(db, { demoMode: config.demoMode, bottleRegister: options.bottleRegister ?? false });
  const app = await buildApp({ config, database: testDb.handle, logger: false, chain: options.chain });
  await app.ready();
  const origin = config.publicUrl;
  return {
    app,
    db,
    database: testDb.handle,
    config,
    post: (url, body, cookie) =>
      app.inject({ method: 'POST', url, payload: body as object, headers: { origin, ...(cookie ? { cookie } : {}) } }),
    get: (url, cookie) => app.inject({ method: 'GET', url, headers: { origin, ...(cookie ? { cookie } : {}) } }),
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
