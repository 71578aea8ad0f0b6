import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { kycApiPaths } from '../../src/contracts/kyc';
import { twoFactorPaths } from '../../src/contracts/two-factor';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { filesNotSharedMessage } from '../../src/server/platform/storage/files-sharing-check';
import { goodKycParts } from '../factories/kyc';
import { multipart } from '../factories/multipart';
import { applySetCookies, totpFromUri } from '../factories/totp';
import { insertUser } from '../factories/users';
import { startS3Server, type TestS3Server } from '../setup/s3-server';
import { serverUrlFor } from '../setup/test-database';

const PUBLIC_URL = 'http://localhost:3000';

/** One app instance of the deployment: its own connections, its own (unused) disk folder. */
interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  filesDir: string;
  call(method: 'GET' | 'POST', url: string, cookie?: string, body?: object): Promise<LightMyRequestResponse>;
}

/**
 * Day one of a real deployment, as docs/deploy.md has the operator do it: a fresh PostgreSQL
 * database, NODE_ENV=production, two instances sharing an S3-compatible bucket. The admin command
 * (run as a process, as the operator would) makes the first admin; the set-password link, sign-in
 * and two-factor set-up happen on instance B; an investor's KYC documents are uploaded through
 * instance A, then reviewed, downloaded byte for byte and approved through instance B. A third
 * instance left on local disk says, in /readyz and the status page, that its files are not shared.
 */
describe.skipIf(!process.env.DATABASE_URL)('production, day one, on two instances', () => {
  const base = process.env.DATABASE_URL!;
  const name = `vino_dayone_${randomBytes(4).toString('hex')}`;
  const databaseUrl = serverUrlFor(base ?? 'postgres://x/y', name);
  const authSecret = randomBytes(24).toString('hex');
  const instances: Instance[] = [];
  let s3: TestS3Server;

  async function startInstance(extraEnv: Record<string, string>): Promise<Instance> {
    const filesDir = mkdtempSync(path.join(tmpdir(), 'vino-dayone-files-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: authSecret,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
      FILES_DIR: filesDir,
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      DEMO_MODE: 'false',
      ...extraEnv,
    });
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    // What main.ts does before listening.
    await runMigrations(database);
    await seedDatabase(database.db, { demoMode: false });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const instance: Instance = {
      app,
      database,
      filesDir,
      call: (method, url, cookie, body) =>
        app.inject({
          method,
          url,
          headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
          ...(body ? { payload: body } : {}),
        }),
    };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    s3 = await startS3Server();
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
      rmSync(instance.filesDir, { recursive: true, force: true });
    }
    await s3?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('makes the first admin, who approves a KYC case uploaded through the other instance', async () => {
    // 1. The admin command on the fresh database (it migrates it first).
    const command = await runAdminProcess(['create', '--email', 'ops@vino.example', '--name', 'Olga Ops'], {
      NODE_ENV: 'production',
      AUTH_SECRET: authSecret,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
    });
    expect(command.code, command.output).toBe(0);
    const link = new URL(/^http\S+$/m.exec(command.output)![0]);

    const [a, b] = [await startInstance(s3.env), await startInstance(s3.env)];
    for (const instance of [a, b])
      expect((await instance.call('GET', apiPaths.ready)).json()).toEqual({ status: 'ready' });

    // 2. The investor uploads through A.
    const investor = await insertUser(a.database.db, { name: 'Ivo Investor' });
    const investorCookie = (await a.call('POST', apiPaths.auth.signIn, undefined, investor)).cookies
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const parts = goodKycParts();
    const { body, contentType } = multipart(parts);
    const submitted = await a.app.inject({
      method: 'POST',
      url: kycApiPaths.submissions,
      payload: body,
      headers: { origin: PUBLIC_URL, 'content-type': contentType, cookie: investorCookie },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const submission = submitted.json<{ id: string; documents: { kind: string; url: string }[] }>();

    // 3. The admin sets the password through the link, signs in and sets up two-factor, on B.
    const password = 'a-long-operator-passphrase';
    expect(
      (
        await b.call('POST', apiPaths.auth.resetPassword, undefined, {
          token: link.searchParams.get('token')!,
          newPassword: password,
        })
      ).statusCode,
    ).toBe(200);
    const signedIn = await b.call('POST', apiPaths.auth.signIn, undefined, { email: 'ops@vino.example', password });
    expect(signedIn.statusCode).toBe(200);
    let cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const setup = await b.call('POST', twoFactorPaths.enable, cookie, { password });
    const confirmed = await b.call('POST', twoFactorPaths.verifyTotp, cookie, {
      code: totpFromUri(setup.json().totpURI),
    });
    expect(confirmed.statusCode).toBe(200);
    cookie = applySetCookies(cookie, confirmed);

    // 4. Reviewed on B: the queue, both files exactly as uploaded, the decision.
    const queue = await b.call('GET', kycApiPaths.adminQueue, cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((item: { id: string }) => item.id)).toContain(submission.id);
    expect(
      (await b.call('POST', kycApiPaths.forId(kycApiPaths.adminClaim, submission.id), cookie, {})).statusCode,
    ).toBe(200);
    for (const document of submission.documents) {
      const file = await b.call('GET', document.url, cookie);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(parts.find((p) => p.field === document.kind)!.bytes)).toBe(true);
    }
    const approved = await b.call('POST', kycApiPaths.forId(kycApiPaths.adminApprove, submission.id), cookie, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await a.call('GET', kycApiPaths.mine, investorCookie)).json().status).toBe('approved');
  });

  it('has an instance on local disk say its files are not shared', async () => {
    const local = await startInstance({});
    const ready = await local.call('GET', apiPaths.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', warnings: [filesNotSharedMessage(3)] });
    const status = await local.call('GET', apiPaths.systemStatus);
    expect(status.json().warnings).toContain(filesNotSharedMessage(3));
    expect(status.json().config.storage).toBe(`Local disk (${local.filesDir})`);
    // The instances on S3 have nothing to say.
    expect((await instances[0]!.call('GET', apiPaths.ready)).json()).toEqual({ status: 'ready' });
  });
});

/** `npm run admin -- …` as the operator runs it: its own process, the deployment's environment. */
function runAdminProcess(
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...argv], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
