import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AnalyticsOverview, PredictiveModels } from '../../src/contracts/analytics';
import { METRICS } from '../../src/domain/metrics/metric-catalogue';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The suite is for admins: an investor is shown Access Denied and the API refuses the figures. */
test('an investor is denied the analytics suite', async ({ page }) => {
  await signInByApi(page, await getDemoAccount(page.request, 'investor'));
  expect((await page.request.get('/api/v1/analytics/overview?period=30d')).status()).toBe(403);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible();
  // The e2e server runs in demo mode, so the guard shows the spec's demo wording.
  await expect(page.getByText('This page requires specific permissions in production mode')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

/** An admin walks the Advanced Analytics Suite's four tabs on the seed's history; axe on each. */
test('an admin walks the four analytics tabs', async ({ page }) => {
  // Four axe passes over chart-heavy tabs on a loaded machine.
  test.setTimeout(120_000);
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  const overview = (await (
    await page.request.get('/api/v1/analytics/overview?period=30d')
  ).json()) as AnalyticsOverview;

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Advanced Analytics Suite', level: 1 })).toBeVisible();
  // KPI cards carry the figures the API computed, each with its "how is this computed".
  const revenue = overview.kpis.find((k) => k.key === 'revenue')!;
  const revenueCard = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Revenue', { exact: true }) })
    .first();
  await expect(revenueCard).toBeVisible();
  await revenueCard.getByText('How is this computed').click();
  // The sentence is the catalogue's, not one typed by the screen.
  await expect(revenueCard.getByText(METRICS.revenue.how, { exact: false })).toBeVisible();
  expect(revenue.value).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'User Acquisition Funnel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'User acquisition funnel' })).toBeAttached();
  await expectNoAxeViolations(page);

  await page.getByLabel('Period', { exact: true }).selectOption('all');
  await page.getByRole('tab', { name: 'Segments' }).click();
  await expect(page.getByRole('heading', { name: 'Accredited Investors' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cohort retention by sign-up month' })).toBeVisible();
  await page.getByRole('tab', { name: 'AI Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Revenue next quarter' })).toBeVisible();
  await page.getByRole('tab', { name: 'Forecasting' }).click();
  await expect(page.getByText('Conservative').first()).toBeVisible();

  await page.getByRole('tab', { name: 'AI Intelligence' }).click();
  await expect(page.getByRole('heading', { name: 'Strategic recommendations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI System Status' })).toBeVisible();
  await expect(page.getByText('Linear trend (least squares)').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Business Intelligence' }).click();
  await expect(page.getByRole('progressbar', { name: 'Revenue against target' })).toBeVisible();
  // Each KPI's bar is drawn in its badge's colour (never green beside "At risk"), at 1280 and 390 px.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const pairs = await page.getByRole('progressbar').evaluateAll((bars) =>
      bars.map((bar) => {
        const badge = bar.closest('li')?.querySelector('span.rounded-full.border');
        return {
          bar: getComputedStyle(bar.firstElementChild!).backgroundColor,
          badge: badge ? getComputedStyle(badge).color : null,
        };
      }),
    );
    expect(pairs.filter((p) => p.badge).length).toBeGreaterThan(0);
    for (const pair of pairs.filter((p) => p.badge)) expect(pair.bar).toBe(pair.badge);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('View', { exact: true }).selectOption('weekly');
  await expect(page.getByText(/Last complete period: Week of/)).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export BI Report' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^vino-bi-report-weekly-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.getByRole('tab', { name: 'Customers' }).click();
  await expect(page.getByText(/LTV:CAC above 3 Excellent/)).toBeAttached();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Predictive Models' }).click();
  await page.getByRole('button', { name: 'View Model Documentation' }).click();
  await expect(page.getByRole('dialog', { name: 'Model documentation' })).toContainText("Holt's exponential smoothing");
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Trend Forecasts' }).click();
  await expect(page.getByRole('table', { name: 'Revenue by week' })).toBeAttached();

  const predictive = (await (await page.request.get('/api/v1/analytics/predictive')).json()) as PredictiveModels;
  const footer = page.getByRole('region', { name: 'Analytics suite totals' });
  await expect(footer).toContainText(`Models in use${predictive.footer.modelsInUse}`);
  await expect(footer).not.toContainText('Dashboards');

  await expectNoAxeViolations(page);
});

/** Export Report downloads the overview as a file, and the models say how they were tested. */
test('an admin exports the overview and reads the models’ measured accuracy', async ({ page }) => {
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/analytics');
  await page.getByLabel('Report format').selectOption('pdf');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  expect((await download).suggestedFilename()).toMatch(/^vino-analytics-overview-30d-.*\.pdf$/);
  await expect(page.getByText('PDF report downloaded successfully!')).toBeVisible();

  await expect(page.getByText(/statistical models .* and explicit rules/)).toBeVisible();
  await page.getByRole('tab', { name: 'Predictive Models' }).click();
  const performance = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Model performance' }) });
  await expect(performance.getByText(/MASE \d+\.\d\d · WAPE|Not enough history/).first()).toBeVisible();
  const footer = page.getByRole('region', { name: 'Analytics suite totals' });
  await expect(footer).toContainText('Median MASE');
});

/** Schedule Report mails the overview to the admin on a chosen frequency; the admin lists and cancels it. */
test('an admin schedules the overview report weekly and cancels it', async ({ page }) => {
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/analytics');
  await page.getByLabel('Period').selectOption('90d');
  await page.getByRole('button', { name: 'Schedule Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Report' });
  await expect(dialog).toContainText('The Analytics Overview for last 90 days is mailed to');
  await dialog.getByLabel('Frequency').selectOption('weekly');
  await dialog.getByLabel('File').selectOption('csv');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Report scheduled')).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel schedule: Weekly · Last 90 days · CSV' });
  await expect(cancel).toBeVisible();
  await expect(dialog).toContainText(/Next mail \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expectNoAxeViolations(page);

  await cancel.click();
  await expect(page.getByText('Scheduled report cancelled')).toBeVisible();
  await expect(cancel).toHaveCount(0);
  const listed = await (await page.request.get('/api/v1/analytics/report-schedules')).json();
  expect(listed.schedules).toEqual([]);
});
