/**
 * `npx tsx bench/operator-ab.ts <checkout A> <checkout B> [path ...]`: the operator endpoints of two
 * checkouts on the demo simulation, measured in the same run so the shared machine's load falls on
 * both alike. Each checkout's app runs in its own process (bench/serve-demo-app.ts, a fresh seed
 * each); every round asks A then B, or B then A, alternating, one request at a time. Prints p50 and
 * p95 of each and B's p95 as a ratio of A's. Without paths: every operator GET endpoint without a
 * parameter of B's route table. BENCH_OPERATOR_ROUNDS requests each (default 20).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { adminCookie, operatorGetPaths } from './operator-endpoints';

const [checkoutA, checkoutB, ...only] = process.argv.slice(2);
if (!checkoutA || !checkoutB) throw new Error('usage: npx tsx bench/operator-ab.ts <checkout A> <checkout B> [path ...]');
const ROUNDS = Number(process.env.BENCH_OPERATOR_ROUNDS ?? 20);

interface Served {
  address: string;
  origin: string;
  routes: string;
  stop: () => void;
}

function serve(checkout: string): Promise<Served> {
  const child = spawn('npx', ['tsx', path.resolve('bench/serve-demo-app.ts'), path.resolve(checkout)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${checkout}: app exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const started = JSON.parse(line) as Omit<Served, 'stop'>;
      resolve({ ...started, stop: () => child.stdin.end() });
    });
  });
}

/** Answers other than 200, per side, so a failing endpoint shows in the table instead of a fast error. */
const failures = { A: new Map<string, number>(), B: new Map<string, number>() };

async function timeOnce(side: 'A' | 'B', address: string, url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${address}${url}`, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) failures[side].set(url, res.status);
  return performance.now() - started;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const [a, b] = await Promise.all([serve(checkoutA), serve(checkoutB)]);
try {
  const [cookieA, cookieB] = [await adminCookie(a.address, a.origin), await adminCookie(b.address, b.origin)];
  const paths = only.length > 0 ? only : operatorGetPaths(b.routes);
  console.log(`A = ${checkoutA}, B = ${checkoutB}; ${ROUNDS} rounds each, alternating (ms)`);
  console.log('| Endpoint | A p50 | A p95 | B p50 | B p95 | B/A p95 | Not 200 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const p of paths) {
    const ta: number[] = [];
    const tb: number[] = [];
    // One warm-up each (first plans, caches), then the measured rounds.
    await timeOnce('A', a.address, p, cookieA);
    await timeOnce('B', b.address, p, cookieB);
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        ta.push(await timeOnce('A', a.address, p, cookieA));
        tb.push(await timeOnce('B', b.address, p, cookieB));
      } else {
        tb.push(await timeOnce('B', b.address, p, cookieB));
        ta.push(await timeOnce('A', a.address, p, cookieA));
      }
    }
    ta.sort((x, y) => x - y);
    tb.sort((x, y) => x - y);
    const f = (n: number) => n.toFixed(0);
    console.log(
      `| ${p} | ${f(pct(ta, 0.5))} | ${f(pct(ta, 0.95))} | ${f(pct(tb, 0.5))} | ${f(pct(tb, 0.95))} | ${(pct(tb, 0.95) / pct(ta, 0.95)).toFixed(2)} | ${[
        failures.A.has(p) ? `A ${failures.A.get(p)}` : '',
        failures.B.has(p) ? `B ${failures.B.get(p)}` : '',
      ]
        .filter(Boolean)
        .join(', ')} |`,
    );
  }
} finally {
  a.stop();
  b.stop();
}
