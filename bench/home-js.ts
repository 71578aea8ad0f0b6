/**
 * `npx tsx bench/home-js.ts`: the home page's JavaScript only (the last part of `npm run bench`),
 * against the current client build (`npm run build` first). Boots the app on a fresh embedded database
 * with the demo seed and prints the gzip size of the scripts `/` loads.
 */
import { rmSync } from 'node:fs';
import { bootDemoApp } from './lib/boot-demo-app';
import { measureInitialJs } from './initial-js';

const DATA_DIR = '.tmp/home-js-data';
const { app, database, address } = await bootDemoApp(DATA_DIR);
try {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (let run = 1; run <= 2; run += 1) {
    const js = await measureInitialJs(`${address}/`);
    if (!js) throw new Error('No Chromium at /usr/bin/chromium');
    console.log(
      `run ${run}: to render / ${kb(js.firstRender.gzipBytes)} KB in ${js.firstRender.files} files; until idle ${kb(js.untilIdle.gzipBytes)} KB in ${js.untilIdle.files} files`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
