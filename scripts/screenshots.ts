/**
 * Screenshots of the main screens at desktop and phone width, for looking at what we build:
 *   npx tsx scripts/screenshots.ts [baseUrl] [outDir]
 * (baseUrl defaults to http://127.0.0.1:3000, a running `npm start`; outDir to .tmp/shots).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3000';
const OUT = process.argv[3] ?? '.tmp/shots';
const WIDTHS = [1366, 390];
const PAGES: { name: string; path: string; before?: (p: import('@playwright/test').Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'auth', path: '/auth' },
  { name: 'signup', path: '/auth?mode=signup' },
  { name: 'status', path: '/supabase-test' },
  { name: 'mailbox', path: '/mailbox' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'coming', path: '/trading' },
  {
    name: 'menu-open',
    path: '/',
    before: async (p) => {
      const toggle = p.getByRole('button', { name: 'Open menu' });
      if (await toggle.isVisible()) await toggle.click();
      else await p.getByRole('button', { name: 'More' }).click();
    },
  },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
  for (const shot of PAGES) {
    await page.goto(`${BASE}${shot.path}`, { waitUntil: 'networkidle' });
    await shot.before?.(page);
    await page.waitForTimeout(300);
    const fullPage = !shot.before;
    await page.screenshot({ path: `${OUT}/${shot.name}-${width}.png`, fullPage });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${OUT}`);
