import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'];

export interface InitialJs {
  files: number;
  gzipBytes: number;
}

/**
 * Loads `url` in Chromium at phone width and sums the gzip size (level 9) of every script the page
 * fetches until the network is idle: the page's initial JavaScript as a visitor downloads it.
 */
export async function measureInitialJs(url: string): Promise<InitialJs | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    return { files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}
