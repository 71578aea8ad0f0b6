/**
 * `npx tsx bench/serve-demo-app.ts [checkout]`: boots the app of `checkout` (default: this one) on a
 * fresh embedded database with the demo seed, as that checkout's bench/lib/boot-demo-app.ts does,
 * prints `{"address","origin","routes"}` as one JSON line (routes: Fastify's printed route tree) and
 * serves until its stdin closes. bench/operator-ab.ts runs two of them side by side.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

const checkout = path.resolve(process.argv[2] ?? '.');
const { bootDemoApp } = (await import(
  path.join(checkout, 'bench/lib/boot-demo-app.ts')
)) as typeof import('./lib/boot-demo-app');
const dataDir = path.join(checkout, `.tmp/demo-app-${process.pid}`);
const { app, database, address, config } = await bootDemoApp(dataDir);
const routes = app.printRoutes({ commonPrefix: false });
process.stdout.write(`${JSON.stringify({ address, origin: config.publicUrl, routes })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void (async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
