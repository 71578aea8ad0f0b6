/**
 * Debian's Chromium, as every browser tool here launches it (Playwright, bench, screenshots).
 * Browsers are never downloaded on these machines; the flags keep Chromium off the closed network.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
