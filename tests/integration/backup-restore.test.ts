import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { userProfiles } from '../../src/server/db/schema';
import { runBackupCommand } from '../../src/server/platform/backup/run-backup-command';
import { createLocalFileStorage } from '../../src/server/platform/storage/file-storage';
import { submitKyc } from '../factories/kyc';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/** What must survive a backup and a restore: the ledger, the open orders, the files, the posts. */
async function snapshot(db: DatabaseHandle['db']) {
  const ledger = await queryRows<{ asset: string; bucket: string; total: string }>(
    db,
    sql`select asset, bucket, sum(amount)::text as total from ledger_postings group by 1, 2 order by 1, 2`,
  );
  const orders = await queryRows<{ id: string; status: string; remaining: string }>(
    db,
    sql`select id::text, status, row_to_json(o)::text as remaining from orders o order by id`,
  );
  const posts = await queryRows<{ title: string }>(db, sql`select title from blog_posts order by title`);
  const users = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from "user"`);
  return { ledger, orders, posts, users };
}

describe('backup and restore', () => {
  let t: TestApp;
  let target: TestDatabase | undefined;
  const work = mkdtempSync(path.join(tmpdir(), 'vino-backup-'));
  const archive = path.join(work, 'vino.backup.gz');
  const io = () => {
    const lines: string[] = [];
    return { lines, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signedInUser(t, { role: 'admin' });
    const seller = await signedInUser(t, { role: 'investor' });
    const buyer = await signedInUser(t, { role: 'investor' });
    const applicant = await signedInUser(t, { role: 'investor' });
    for (const trader of [seller, buyer])
      await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, trader.user.id));
    await fundUser(t.db, seller.user.id, { VINO: '500', USD: '0.000000000000000001' });
    await fundUser(t.db, buyer.user.id, { USD: '1000.123456789012345678' });
    expect(
      (await placeOrderRequest(t, seller.cookie, { side: 'sell', type: 'limit', amount: '200', price: '1.05' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await placeOrderRequest(t, buyer.cookie, { side: 'buy', type: 'limit', amount: '100', price: '1.05' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await placeOrderRequest(t, buyer.cookie, { side: 'buy', type: 'limit', amount: '150', price: '0.99' }))
        .statusCode,
    ).toBe(201);
    expect((await submitKyc(t, applicant.cookie)).statusCode).toBe(201);
    const post = await t.post(
      '/api/v1/admin/blog-posts',
      {
        title: 'Backed up',
        category: 'Market Analysis',
        tags: [],
        excerpt: 'Kept.',
        status: 'published',
        image: '',
        content: '<p>Kept.</p>',
      },
      admin.cookie,
    );
    expect(post.statusCode, post.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up a running instance and restores it into a fresh database and storage with the same ledger, books and files', async () => {
    const storage = createLocalFileStorage(t.config.filesDir);
    const backup = io();
    expect(await runBackupCommand('backup', ['--out', archive], {}, backup, { database: t.database, storage })).toBe(0);
    expect(backup.lines.join('\n')).toMatch(/^Wrote .*rows in \d+ tables, 2 files, schema \d{4}_/);

    target = await createTestDatabase();
    const targetFiles = path.join(work, 'restored-files');
    mkdirSync(targetFiles);
    const targetStorage = createLocalFileStorage(targetFiles);
    const restore = io();
    const code = await runBackupCommand('restore', [archive], {}, restore, {
      database: target.handle,
      storage: targetStorage,
    });
    expect(code, restore.lines.join('\n')).toBe(0);

    const before = await snapshot(t.db);
    expect(before.orders.length).toBe(3);
    expect(before.ledger.find((r) => r.asset === 'USD')?.total).toBeDefined();
    expect(await snapshot(target.handle.db)).toEqual(before);
    for await (const { key } of storage.list()) {
      const original = readFileSync(path.join(t.config.filesDir, key));
      expect(readFileSync(path.join(targetFiles, key)).equals(original), key).toBe(true);
    }

    // The restored database runs: the app rebuilds the same order book from it.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      DEMO_MODE: 'false',
      FILES_DIR: targetFiles,
      PUBLIC_URL: 'http://localhost:3000',
    });
    const restored = await buildApp({ config, database: target.handle, logger: false });
    try {
      await restored.ready();
      // The levels; the sequence and timestamp are the serving process's own.
      const book = async (app: typeof restored) => {
        const {
          sequence: _sequence,
          timestamp: _timestamp,
          ...levels
        } = (await app.inject({ method: 'GET', url: '/api/v1/markets/VINO-USD/book' })).json();
        return levels;
      };
      expect(await book(restored)).toEqual(await book(t.app));
    } finally {
      await restored.close();
    }

    // A database someone already uses is refused, and nothing changes.
    const again = io();
    expect(
      await runBackupCommand('restore', [archive], {}, again, { database: target.handle, storage: targetStorage }),
    ).toBe(1);
    expect(again.lines.join('\n')).toContain('not empty');
  });

  it('refuses a truncated, foreign, tampered or newer archive and a wrong command line, changing nothing', async () => {
    const empty = await createTestDatabase();
    const storage = createLocalFileStorage(path.join(work, 'unused-files'));
    try {
      const whole = readFileSync(archive);
      const cases: [string, Buffer, RegExp][] = [
        ['truncated.gz', whole.subarray(0, Math.floor(whole.length / 2)), /truncated|damaged/],
        ['foreign.gz', gzipSync('{"hello":"world"}\n'), /not a VINO backup/],
        ['plain.txt', Buffer.from('not even gzip'), /not a VINO backup/],
      ];
      const lines = gunzipSync(whole).toString('utf8').trimEnd().split('\n');
      const tampered = lines.map((line) => line.replace('"Backed up"', '"Changed"'));
      cases.push(['tampered.gz', gzipSync(`${tampered.join('\n')}\n`), /do not match their checksum/]);
      const manifest = JSON.parse(lines.at(-1)!) as { manifest: { migration: { count: number; tag: string } } };
      manifest.manifest.migration = { count: 999, tag: '0999_future' };
      cases.push([
        'newer.gz',
        gzipSync(`${[...lines.slice(0, -1), JSON.stringify(manifest)].join('\n')}\n`),
        /newer than this code/,
      ]);
      for (const [name, bytes, message] of cases) {
        const file = path.join(work, name);
        writeFileSync(file, bytes);
        const out = io();
        expect(await runBackupCommand('restore', [file], {}, out, { database: empty.handle, storage }), name).toBe(1);
        expect(out.lines.join('\n'), name).toMatch(message);
      }
      const users = await queryRows<{ n: number }>(empty.handle.db, sql`select count(*)::int as n from "user"`);
      expect(users[0]?.n).toBe(0);
      const usage = io();
      expect(await runBackupCommand('backup', ['--nope'], {}, usage)).toBe(2);
      expect(usage.lines.join('\n')).toContain('Usage: npm run backup');
      expect(await runBackupCommand('restore', [], {}, io())).toBe(2);
    } finally {
      await empty.drop();
    }
  });
});
