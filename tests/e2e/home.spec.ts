import { expect, test, type Page } from '@playwright/test';
import type { PlatformMetrics } from '../../src/contracts/metrics';
import type { WineIndex, WineShowcaseItem } from '../../src/contracts/wine';
import { cumulativeReturns } from '../../src/domain/wine-index-returns';
import { formatInteger } from '../../src/domain/format';

function metricsSection(page: Page) {
  return page.getByRole('region', { name: 'Platform metrics' });
}

test.describe('home page', () => {
  test('metrics cards show the values the API reports', async ({ page, request }) => {
    const metrics = (await (await request.get('/api/v1/metrics')).json()) as PlatformMetrics;
    await page.goto('/');
    const section = metricsSection(page);
    await expect(section.getByText('Total Users')).toBeVisible();
    await expect(section.getByText(formatInteger(metrics.total_users), { exact: true })).toBeVisible();
    await expect(section.getByText(`${Number(metrics.backing_ratio).toFixed(1)}%`, { exact: true })).toBeVisible();
    await expect(section.getByText(/^Updated \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  });

  test('a failing metrics request shows the error state, and Retry recovers', async ({ page }) => {
    await page.route('**/api/v1/metrics', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }),
      }),
    );
    await page.goto('/');
    const section = metricsSection(page);
    // The query client retries twice (1 s, 2 s) before giving up.
    await expect(section.getByText('Unable to load metrics')).toBeVisible({ timeout: 15_000 });
    const retry = section.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await page.unroute('**/api/v1/metrics');
    await retry.click();
    await expect(section.getByText('Total Users')).toBeVisible();
    await expect(section.getByText('Unable to load metrics')).toBeHidden();
  });

  test('the presale countdown and price come from the presale API', async ({ page }) => {
    await page.goto('/');
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    await expect(timer).toHaveAccessibleName(/^Presale ends in \d+ days, \d+ hours and \d+ minutes left$/);
    await expect(page.getByText('per VINO').first()).toBeVisible();
    await expect(page.getByText('$0.85').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy VINO Now' }).first()).toHaveAttribute(
      'href',
      '/buy-vino?ref=homepage',
    );
  });

  test('carousel previous, next and dot controls change the wine shown', async ({ page, request }) => {
    // Reduced motion turns auto-advance off, so only the buttons move the carousel here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { items } = (await (await request.get('/api/v1/wine-assets/showcase')).json()) as {
      items: WineShowcaseItem[];
    };
    expect(items.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = items as [WineShowcaseItem, WineShowcaseItem, WineShowcaseItem];
    const last = items[items.length - 1]!;

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured wines' });
    const shownName = carousel.getByRole('heading', { level: 3 });
    await expect(shownName).toHaveText(first.name);

    await carousel.getByRole('button', { name: 'Next wine' }).click();
    await expect(shownName).toHaveText(second.name);

    await carousel.getByRole('button', { name: 'Previous wine' }).click();
    await expect(shownName).toHaveText(first.name);

    await carousel.getByRole('button', { name: 'Previous wine' }).click();
    await expect(shownName).toHaveText(last.name);

    await carousel.getByRole('button', { name: 'Show wine 3' }).click();
    await expect(shownName).toHaveText(third.name);
    await expect(carousel.getByRole('button', { name: 'Show wine 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('historical performance is computed from the stored wine index, labelled, and tabs switch the period', async ({
    page,
    request,
  }) => {
    const index = (await (await request.get('/api/v1/wine-index')).json()) as WineIndex;
    const returns = cumulativeReturns(index.timeline.map((p) => ({ year: p.year, index: Number(p.index) })))!;
    await page.goto('/');
    await page.getByRole('tab', { name: '20Y' }).click();
    await expect(page.getByRole('tab', { name: '20Y' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`+${returns.returnsPct['20Y']}%`).first()).toBeVisible();
    await expect(page.getByText(/Source: the VINO wine index/)).toBeVisible();
  });
});

test.describe('home carousel auto-play', () => {
  test('advances on its own and stops while the pointer is over it', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/v1/wine-assets/showcase')).json()) as {
      items: WineShowcaseItem[];
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The page's timers run on Playwright's clock: paused once the first wine shows, then moved on by
    // hand, so the test waits no real interval and a slow machine cannot skip or add a slide.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured wines' });
    const shownName = carousel.getByRole('heading', { level: 3 });
    await expect(shownName).toHaveText(items[0]!.name);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // CAROUSEL_INTERVAL_MS is 6 s: one interval shows the next wine.
    await page.clock.runFor(6_000);
    await expect(shownName).toHaveText(items[1]!.name);

    await carousel.hover();
    await page.clock.runFor(13_000);
    await expect(shownName).toHaveText(items[1]!.name);

    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('home page on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sticky buy bar covers none of the hero buttons, and appears once they scroll away', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('mobile-buy-bar');
    await expect(page.getByText('per VINO').first()).toBeVisible();
    for (const name of ['Buy VINO Now', 'How VINO works']) {
      const button = page.getByRole('link', { name, exact: true }).first();
      // Without scrolling: the button is inside the viewport and is what a tap at its centre hits.
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, `${name} is above the fold`).toBeLessThanOrEqual(844);
      const isHit = await button.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(isHit, `${name} is not covered`).toBe(true);
    }
    await expect(bar).toHaveAttribute('aria-hidden', 'true');

    await page.getByRole('region', { name: 'Platform metrics' }).scrollIntoViewIfNeeded();
    await expect(bar).not.toHaveAttribute('aria-hidden', 'true');
    await expect(bar.getByRole('link', { name: 'Buy VINO' })).toBeInViewport();
  });
});
