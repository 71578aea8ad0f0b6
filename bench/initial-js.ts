import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

/** The home page's first-render JavaScript budget (gzip), README and docs/performance.md. */
export const HOME_JS_BUDGET_KB = 120;

export interface InitialJs {
  /** Scripts fetched until the page and its footer have rendered: what the first screen needs. */
  firstRender: { files: number; gzipBytes: number };
  /** Everything until the network is idle, including chunks deferred to idle time (below the fold, telemetry). */
  untilIdle: { files: number; gzipBytes: number };
}

/** The scripts a page fetches, split at the moment it has rendered (its footer is visible). */
export interface InitialScripts {
  firstRender: Buffer[];
  untilIdle: Buffer[];
}

/**
 * Loads `url` in `page` and returns the bodies of the scripts it fetches, split at the moment the
 * page has rendered (its footer is visible: page and footer render together).
 */
export async function collectInitialScripts(page: Page, url: string): Promise<InitialScripts> {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor();
  const firstRender = await Promise.all([...scripts]);
  await page.waitForLoadState('networkidle');
  return { firstRender, untilIdle: await Promise.all(scripts) };
}

/** Gzip size (level 9) of a list of script bodies, as a CDN would serve them. */
export function gzipTotal(bodies: Buffer[]): { files: number; gzipBytes: number } {
  return { files: bodies.length, gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) };
}

/** Loads `url` in Chromium at phone width and sums the gzip size of the scripts it fetches. */
export async function measureInitialJs(url: string): Promise<InitialJs | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const { firstRender, untilIdle } = await collectInitialScripts(page, url);
    return { firstRender: gzipTotal(firstRender), untilIdle: gzipTotal(untilIdle) };
  } finally {
    await browser.close();
  }
}
