/**
 * `npx tsx bench/overhead-ab.ts <checkout A> <checkout B> [rounds]`: bench/overhead-cpu.ts for two
 * checkouts of the project (e.g. `git worktree add ../before <commit>` beside this one), A and B in
 * turn for `rounds` rounds (default 2), each in a fresh process; prints each target's user and system
 * CPU µs per request for A and B (median of the runs, then every run). Used to keep only
 * the changes that made a request cheaper.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const [a, b, roundsArg] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npx tsx bench/overhead-ab.ts <checkout A> <checkout B> [rounds]');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'overhead-cpu.ts');

type Runs = Record<string, { user: number[]; system: number[] }>;
const runs: Record<string, Runs> = { A: {}, B: {} };
for (let round = 0; round < Number(roundsArg ?? 2); round++) {
  for (const [name, checkout] of round % 2 === 0
    ? [
        ['A', a],
        ['B', b],
      ]
    : [
        ['B', b],
        ['A', a],
      ]) {
    const output = execFileSync(process.execPath, [tsx, script, checkout!], { encoding: 'utf8' });
    const { result } = JSON.parse(output.trim().split('\n').pop()!) as { result: Runs };
    for (const [target, { user, system }] of Object.entries(result)) {
      const into = (runs[name!]![target] ??= { user: [], system: [] });
      into.user.push(...user);
      into.system.push(...system);
    }
  }
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
console.log(`A ${a}\nB ${b}\nuser (system) CPU µs per request, median of the runs; every run after it`);
for (const target of Object.keys(runs.A!)) {
  for (const name of ['A', 'B']) {
    const { user, system } = runs[name]![target]!;
    console.log(`${target.padEnd(30)} ${name}  ${median(user)} (${median(system)})  ${user.join(' ')}`);
  }
}
