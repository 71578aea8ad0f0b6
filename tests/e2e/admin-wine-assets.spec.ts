import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Reserves } from '../../src/contracts/metrics';
import type { WineAssetList } from '../../src/contracts/wine';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cents = (usd: string) => Math.round(Number(usd) * 100);

test('an admin adds a wine asset, updates an appraisal (the signed reserve waits for a second admin); every sub-tab is axe clean', async ({
  page,
}) => {
  // One journey over the four sub-tabs with four axe scans: more than the default 45 s on a loaded machine.
  test.setTimeout(90_000);
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/admin?tab=wine-assets');
  const tiles = page.getByRole('tabpanel', { name: 'Wine Assets' });
  // The first visit loads the tab's chunks and figures: generous on a loaded CI machine.
  await expect(tiles.getByText('Portfolio Value')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Wine inventory table' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);

  // Wine Inventory → Add Wine Asset.
  const name = `E2E Cuvée ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Wine Asset' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Wine Asset' });
  await modal.getByLabel('Vintage').fill('1799');
  await modal.getByRole('button', { name: 'Add Wine Asset' }).click();
  await expect(modal.getByText('Vintage must be between 1800 and the current year')).toBeVisible();
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Producer').fill('Domaine E2E');
  await modal.getByLabel('Vintage').fill('2018');
  await modal.getByLabel('Region').fill('Burgundy');
  await modal.getByLabel('Country').fill('France');
  await modal.getByLabel('Bottle count').fill('24');
  await modal.getByLabel('Purchase price (USD per bottle)').fill('150.00');
  await modal.getByLabel('Current value (USD per bottle)').fill('180.50');
  await modal.getByLabel('Insurance value (USD)').fill('8000');
  await modal.getByLabel('Description').fill('Added by the end-to-end suite.');
  await modal.getByRole('button', { name: 'Add Wine Asset' }).click();
  await expect(modal).toBeHidden();
  await page.getByLabel('Search wine assets').fill(name);
  await expect(page.getByRole('button', { name: `Edit ${name} 2018` })).toBeVisible();

  // Storage Facilities.
  await page.getByRole('tab', { name: 'Storage Facilities' }).click();
  await expect(page.getByRole('list', { name: 'Storage facilities' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // Appraisals → Update Value on Château Margaux 2015, read back through the public API.
  const [margaux] = (
    (await (await page.request.get('/api/v1/wine-assets?q=margaux&sort=name')).json()) as WineAssetList
  ).items.filter((w) => w.vintage === 2015);
  const before = (await (await page.request.get('/api/v1/reserves')).json()) as Reserves;
  const newValue = ((cents(margaux!.current_value) + 2_500) / 100).toFixed(2);

  await page.getByRole('tab', { name: 'Appraisals' }).click();
  await expect(page.getByRole('region', { name: 'Appraisal schedule table' })).toBeVisible();
  await expect(page.getByText(/DUE SOON|CURRENT|OVERDUE/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  // The dialog's last appraisal is the one the schedule lists (one source), also on a phone.
  const scheduleRow = page
    .getByRole('region', { name: 'Appraisal schedule table' })
    .getByRole('row')
    .filter({ hasText: 'Château Margaux 2015' });
  const listedLast = (await scheduleRow.getByRole('cell').nth(2).innerText()).trim();
  expect(listedLast).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.getByRole('button', { name: 'Update Value of Château Margaux 2015' }).click();
  const appraisal = page.getByRole('dialog', { name: 'Update Value' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 720 });
    const term = appraisal.getByText('Last appraisal', { exact: true });
    await expect(term).toBeVisible();
    await expect(term.locator('xpath=following-sibling::dd')).toHaveText(listedLast);
    await expect(appraisal.getByText('No appraisals recorded yet.')).toHaveCount(0);
  }
  await appraisal.getByLabel('Appraised value (USD per bottle)').fill(newValue);
  await appraisal.getByLabel('Appraiser').fill('E2E Appraisals Ltd');
  await appraisal.getByLabel('Note').fill('Auction results');
  await appraisal.getByRole('button', { name: 'Record Appraisal' }).click();
  await expect(appraisal).toBeHidden();
  await expect(page.getByText('Appraisal recorded')).toBeVisible();

  // The published reserve is the latest signed statement's: it waits for a second admin to approve
  // the register's appraisal, which the new value proposed (Reserve Proposals lists it).
  const after = (await (await page.request.get('/api/v1/reserves')).json()) as Reserves;
  expect(after).toMatchObject({ reserve_value_usd: before.reserve_value_usd, backing_ratio: before.backing_ratio });
  await page.getByRole('tab', { name: 'Reserve Proposals' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Pending reserve proposals' })
      .getByRole('row')
      .filter({ hasText: `Appraise each held bottle at USD ${newValue}` }),
  ).toContainText('Château Margaux 2015');

  // Tokenization shows the same backing ratio the public API reports.
  await page.getByRole('tab', { name: 'Tokenization' }).click();
  const metrics = page.getByRole('definition').filter({ hasText: `${after.backing_ratio}%` });
  await expect(metrics.first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Tokenize ${name}`) })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The suite shares one database: put the reserve and the public catalogue back as wine-assets.spec expects them.
  const restored = await page.request.post(`/api/v1/admin/wine-assets/${margaux!.id}/appraisals`, {
    data: {
      value: (cents(margaux!.current_value) / 100).toFixed(2),
      appraiser: 'E2E Appraisals Ltd',
      appraisedOn: new Date().toISOString().slice(0, 10),
      note: 'Back to the seeded value',
    },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
  const added = (await (await page.request.get(`/api/v1/admin/wine-assets?q=${encodeURIComponent(name)}`)).json()) as {
    items: { id: string }[];
  };
  const retired = await page.request.post(`/api/v1/admin/wine-assets/${added.items[0]!.id}/retire`, {
    data: { reason: 'End-to-end test asset' },
  });
  expect(retired.ok(), await retired.text()).toBe(true);
});
