import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time read from Linux's /proc, for the order bench's per-command figures: the
 * server's process reports its own through process.cpuUsage, but not how it splits between its
 * event loop and V8's helper threads, nor what PostgreSQL spent serving it.
 */

const CLOCK_TICK_MS = 10;

/** utime + stime of a /proc stat line, in ms (fields 14 and 15, after the command name). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

function readStat(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process or thread ended meanwhile
  }
}

/** CPU of process `pid` (all its threads), ms. */
export function processCpuMs(pid: number): number {
  return statCpuMs(readStat(`/proc/${pid}/stat`) ?? '');
}

/** CPU of this process's main thread (the server's event loop), ms. */
export function mainThreadCpuMs(): number {
  return statCpuMs(readStat(`/proc/self/task/${process.pid}/stat`) ?? '');
}

/**
 * CPU of every process named `postgres` on this machine, ms: the server's backends, its WAL writer
 * and the rest. Meaningful when the benchmark's database runs here and nothing else uses it.
 */
export function localPostgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat?.includes(' (postgres) ')) total += statCpuMs(stat);
  }
  return total;
}
