import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

export interface InitialJs {
  /** Scripts fetched until the page and its footer have rendered: what the first screen needs. */
  firstRender: { files: number; gzipBytes: number };
  /** Everything until the network is idle, including chunks deferred to idle time (below the fold, telemetry). */
  untilIdle: { files: number; gzipBytes: number };
}

/**
 * Loads `url` in Chromium at phone width and sums the gzip size (level 9) of the scripts it fetches,
 * split at the moment the page has rendered (its footer is visible: page and footer render together).
 */
export async function measureInitialJs(url: string): Promise<InitialJs | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('contentinfo').waitFor();
    const firstRender = await Promise.all([...scripts]);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts);
    const sum = (list: number[]) => ({ files: list.length, gzipBytes: list.reduce((a, b) => a + b, 0) });
    return { firstRender: sum(firstRender), untilIdle: sum(all) };
  } finally {
    await browser.close();
  }
}
