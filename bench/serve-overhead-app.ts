/**
 * `npx tsx bench/serve-overhead-app.ts [checkout | bare]`: boots the app of `checkout` (default:
 * this one) as bench/lib/boot-overhead-app.ts does, or the bare node:http server of
 * bench/lib/http-overhead.ts, prints `{"address","pid"}` as one JSON line and serves until its stdin
 * closes. bench/overhead-paired.ts runs two of them side by side.
 */
import path from 'node:path';
import { startBareServer } from './lib/http-overhead';
import { overheadAppPath } from './lib/overhead-app-path';

const target = process.argv[2] ?? '.';
let address: string;
let close: () => Promise<void>;
if (target === 'bare') {
  const bare = await startBareServer();
  address = bare.url.replace(/\/$/, '');
  close = bare.close;
} else {
  const checkout = path.resolve(target);
  const { bootOverheadApp } = (await import(overheadAppPath(checkout))) as typeof import('./lib/boot-overhead-app');
  ({ address, close } = await bootOverheadApp(path.join(checkout, `.tmp/overhead-paired-${process.pid}`)));
}
process.stdout.write(`${JSON.stringify({ address, pid: process.pid })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void close().then(() => process.exit(0)));
