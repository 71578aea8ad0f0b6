/**
 * A page left alone must leave the CPU alone (on a phone that is battery). Each public route is
 * loaded at 390 px, given a moment to settle, then watched for two one-second windows through
 * Chromium's own counters (CDP Performance metrics). The quieter window counts (a one-off task such
 * as the telemetry report or a chunk loaded at idle time lands in one window; what never stops shows
 * in both): its main-thread task time and style recalculations must stay far below what a
 * never-ending restyle costs (the placeholders' background animation measured 70-130 ms/s and 60
 * recalculations/s on /, /wine-assets and /blog), and no CSS animation may run off screen.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';

const WINDOW_MS = 1_000;
const SETTLE_MS = 1_500;
/** Main-thread task time per idle second; room for the home page's countdown tick on a loaded machine. */
const MAX_BUSY_MS_PER_S = 25;
/** Style recalculations per second of idle; a one-second countdown makes about one. */
const MAX_RECALCS_PER_S = 8;

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/investment',
  '/buy-vino',
  '/trading',
  '/wine-assets',
  '/investors',
  '/coin',
  '/qa',
  '/blog',
  '/legal',
  '/auth',
  '/documents',
  '/realtime',
  '/enterprise',
  '/system-status',
  '/contact',
];

async function counters(cdp: CDPSession): Promise<{ taskS: number; recalcs: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const read = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { taskS: read('TaskDuration'), recalcs: read('RecalcStyleCount') };
}

/** Running animations whose element does not intersect the viewport (nobody can see them). */
function offScreenAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .flatMap((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        if (!target) return [];
        const box = target.getBoundingClientRect();
        const isVisible = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return isVisible ? [] : [`${target.tagName.toLowerCase()}.${String(target.className).slice(0, 60)}`];
      }),
  );
}

test('every public page is quiet when left alone', async ({ page }) => {
  test.setTimeout(PUBLIC_ROUTES.length * 12_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const measured: { route: string; busyMsPerS: number; recalcsPerS: number; offScreen: string[] }[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await page.getByRole('contentinfo').waitFor();
    await page.waitForTimeout(SETTLE_MS);
    // Real time on purpose: this measures what the page does by itself while nobody touches it.
    const start = await counters(cdp);
    await page.waitForTimeout(WINDOW_MS);
    const middle = await counters(cdp);
    await page.waitForTimeout(WINDOW_MS);
    const end = await counters(cdp);
    const perSecond = (a: number, b: number) => Math.round((b - a) / (WINDOW_MS / 1000));
    measured.push({
      route,
      busyMsPerS: Math.min(
        perSecond(start.taskS * 1000, middle.taskS * 1000),
        perSecond(middle.taskS * 1000, end.taskS * 1000),
      ),
      recalcsPerS: Math.min(perSecond(start.recalcs, middle.recalcs), perSecond(middle.recalcs, end.recalcs)),
      offScreen: await offScreenAnimations(page),
    });
  }
  console.log(measured.map((m) => `${m.route}: ${m.busyMsPerS} ms/s, ${m.recalcsPerS} recalcs/s`).join('\n'));
  for (const m of measured) {
    expect.soft(m.busyMsPerS, `${m.route} main-thread ms per idle second`).toBeLessThan(MAX_BUSY_MS_PER_S);
    expect.soft(m.recalcsPerS, `${m.route} style recalculations per idle second`).toBeLessThan(MAX_RECALCS_PER_S);
    expect.soft(m.offScreen, `${m.route} animations running off screen`).toEqual([]);
  }
});

test('an image placeholder shimmers only while its image is loading on screen, and not under reduced motion', async ({
  page,
}) => {
  // Hold every picture until released, so the placeholders are seen while loading.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/**', async (route) => {
    await released;
    await route.continue();
  });
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/wine-assets');
    await page.getByRole('contentinfo').waitFor();
    await page.locator('img[src*="/images/"]').first().scrollIntoViewIfNeeded();
    await expect.poll(running).toBeGreaterThan(0);
    expect(await offScreenAnimations(page)).toEqual([]);
  }
  release();
  await expect.poll(running).toBe(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/wine-assets');
  await page.getByRole('contentinfo').waitFor();
  await page.waitForTimeout(SETTLE_MS);
  expect(await running()).toBe(0);
});
