import { statfs } from 'node:fs/promises';

/** One reading of the process's own figures. */
export interface ProcessSample {
  at: number;
  /** user + system CPU microseconds since the process started. */
  cpuMicros: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
}

const MB = 1024 * 1024;

export function sampleProcess(now = Date.now()): ProcessSample {
  const cpu = process.cpuUsage();
  const mem = process.memoryUsage();
  return {
    at: now,
    cpuMicros: cpu.user + cpu.system,
    rssMb: mem.rss / MB,
    heapUsedMb: mem.heapUsed / MB,
    heapTotalMb: mem.heapTotal / MB,
  };
}

/**
 * CPU use of this process between two samples, as a percentage of one core (100 = one core busy).
 * Without an earlier sample: the average since the process started.
 */
export function cpuPercent(current: ProcessSample, earlier: ProcessSample | undefined): number {
  const wallMicros = earlier ? (current.at - earlier.at) * 1000 : process.uptime() * 1_000_000;
  const used = earlier ? current.cpuMicros - earlier.cpuMicros : current.cpuMicros;
  return wallMicros > 0 ? (used / wallMicros) * 100 : 0;
}

/**
 * Disk space of the volume holding the first readable of `dirs` (the files directory, which is
 * created on the first upload, then the data directory, then the working directory).
 */
export async function readDiskUsage(dirs: readonly string[]): Promise<{ usedGb: number; totalGb: number } | null> {
  for (const dir of dirs) {
    try {
      const s = await statfs(dir);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      return { usedGb: (total - free) / 1024 ** 3, totalGb: total / 1024 ** 3 };
    } catch {
      // Not there yet: try the next one.
    }
  }
  return null;
}
