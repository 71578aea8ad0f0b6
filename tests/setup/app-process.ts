import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** An app instance in a process of its own (src/server/main.ts, as `npm start` runs it), so a test can kill -9 it. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** The last lines it wrote (kept short), for a failure message. */
  output(): string;
  exited: Promise<number | null>;
}

const KEPT_OUTPUT = 20_000;

/** A port free right now (another process may still take it before the child listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the server on `port` with `env` and resolves once it answers /readyz. */
export async function startAppProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<AppProcess> {
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_URL: url,
      SERVE_CLIENT: 'false',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (data: Buffer) => (output = (output + data.toString()).slice(-KEPT_OUTPUT));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const instance = { url, child, output: () => output, exited };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app process exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return instance;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`The app process did not get ready in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
