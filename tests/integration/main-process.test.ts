import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

/** Every server a test started: one still running when its test ends (a timeout, a failed assertion) is killed. */
const started = new Set<ChildProcess>();

/** The real entry point, as `npm start` runs it (without the client build step). */
function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_CLIENT: 'false',
      DEMO_MODE: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  started.add(child);
  void exited.then(() => started.delete(child));
  return { child, output: () => output, exited };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vino-main-'));
  afterEach(() => {
    for (const child of started) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, answers /readyz, and exits 0 on SIGTERM', async () => {
    const server = startServer({ DATA_DIR: dataDir });
    const url = await waitFor(
      () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1],
      // A cold start compiles the server with tsx, migrates and seeds: about 10 s on a quiet machine,
      // over 60 s once measured on a 2-core machine at load 17.
      150_000,
    );
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBeTruthy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 180_000);

  it('refuses to start with invalid configuration and says what is wrong', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  }, 60_000);
});
