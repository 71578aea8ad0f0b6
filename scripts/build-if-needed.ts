import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT_INDEX = 'dist/client/index.html';
const CLIENT_SOURCES = ['src/client', 'src/contracts', 'src/domain', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Builds the client when there is no build or a source file is newer than it. */
export function buildClientIfNeeded(): void {
  const built = existsSync(CLIENT_INDEX) ? statSync(CLIENT_INDEX).mtimeMs : 0;
  const newest = Math.max(...CLIENT_SOURCES.map(newestMtime));
  if (built >= newest) return;
  console.log('Building the client…');
  const result = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
