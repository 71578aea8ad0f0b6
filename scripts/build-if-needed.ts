import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT_SOURCES = ['src/client', 'src/contracts', 'src/domain', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/**
 * Builds the client when there is no build or a source file is newer than it. The output folder is
 * CLIENT_DIR (the folder the server serves), so end-to-end suites on different ports never rebuild
 * a folder another running suite is serving.
 */
export function buildClientIfNeeded(): void {
  const outDir = path.resolve(process.env.CLIENT_DIR || 'dist/client');
  const clientIndex = path.join(outDir, 'index.html');
  const built = existsSync(clientIndex) ? statSync(clientIndex).mtimeMs : 0;
  const newest = Math.max(...CLIENT_SOURCES.map(newestMtime));
  if (built >= newest) return;
  console.log('Building the client…');
  const env = { ...process.env, CLIENT_DIR: outDir };
  for (const args of [
    ['vite', 'build', '--outDir', outDir],
    ['tsx', 'scripts/compress-build.ts'],
  ]) {
    const result = spawnSync('npx', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
