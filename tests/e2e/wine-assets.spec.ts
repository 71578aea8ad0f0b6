import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const card = (page: Page, name: RegExp) => page.getByRole('button', { name });

test.describe('wine assets page', () => {
  test('shows hero figures derived from the reserve', async ({ page }) => {
    await page.goto('/wine-assets');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stats = page.locator('dl').first();
    await expect(stats.getByText('$52.4M')).toBeVisible();
    await expect(stats.getByText('62,770')).toBeVisible();
    await expect(stats.getByText('102.4%')).toBeVisible();
    await expect(page.getByText('24 wines found')).toBeVisible();
    await expectAttestedNote(page);
  });

  test('searches by name, producer and region and filters by category', async ({ page }) => {
    await page.goto('/wine-assets');
    const search = page.getByLabel('Search wines');
    await search.fill('margaux');
    await expect(page.getByText('1 wine found')).toBeVisible();
    await expect(card(page, /Château Margaux 2015/)).toBeVisible();

    await search.fill('Antinori'); // producer
    await expect(card(page, /Tignanello 2019/)).toBeVisible();
    await expect(page.getByText('1 wine found')).toBeVisible();

    await search.fill('napa'); // region
    await expect(page.getByText('6 wines found')).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await filters.getByRole('button', { name: 'Fortified' }).click();
    await expect(filters.getByRole('button', { name: 'Fortified' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 wines found')).toBeVisible();
    await expect(card(page, /Ink Grade Port 2011/)).toBeVisible();

    await search.fill('no such wine');
    await expect(page.getByText('No wines match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('24 wines found')).toBeVisible();
  });

  test('opens a detail dialog whose investment button leads to /buy-vino', async ({ page }) => {
    await page.goto('/wine-assets');
    await card(page, /Château Margaux 2015/).click();
    const dialog = page.getByRole('dialog', { name: 'Château Margaux 2015' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Premier Grand Cru Classé')).toBeVisible();
    await expect(dialog.getByText('+35.3%')).toBeVisible();
    await expect(dialog.getByText('Silky tannins')).toBeVisible();
    await expect(dialog.getByText('Bordeaux Cellar Vault')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await card(page, /Château Margaux 2015/).click();
    await dialog.getByRole('link', { name: 'Explore Investment Options' }).click();
    await expect(page).toHaveURL(/\/buy-vino$/);
  });

  test('the signed-in demo investor adds a wine to the watchlist and it is still there after reload', async ({
    page,
  }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/wine-assets');
    await card(page, /Sassicaia 2016/).click();
    const dialog = page.getByRole('dialog', { name: 'Sassicaia 2016' });
    const before = dialog.getByRole('button', { name: /Watchlist/ });
    if ((await before.textContent())?.includes('Remove')) await before.click(); // a previous run left it
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();
    await expect(page.getByText('Added to watchlist')).toBeVisible();

    await page.reload();
    await expect(card(page, /Sassicaia 2016/).getByText('Watching')).toBeVisible();
    await card(page, /Sassicaia 2016/).click();
    await expect(
      page.getByRole('dialog', { name: 'Sassicaia 2016' }).getByRole('button', { name: 'Remove from Watchlist' }),
    ).toBeVisible();
    const saved = await page.request.get('/api/v1/me/watchlist');
    expect(((await saved.json()) as { items: { name: string }[] }).items.map((e) => e.name)).toContain('Sassicaia');
  });

  test('a visitor keeps the watchlist in the browser and it merges into the account at sign-in', async ({ page }) => {
    await page.goto('/wine-assets');
    await card(page, /Harlan Estate 2016/).click();
    await page
      .getByRole('dialog', { name: 'Harlan Estate 2016' })
      .getByRole('button', { name: 'Add to Watchlist' })
      .click();
    await expect(page.getByText('Saved in this browser.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');

    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.reload();
    await expect(card(page, /Harlan Estate 2016/).getByText('Watching')).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/v1/me/watchlist');
        return ((await res.json()) as { items: { name: string }[] }).items.map((e) => e.name);
      })
      .toContain('Harlan Estate');
    expect(await page.evaluate(() => window.localStorage.getItem('vino.wine-watchlist'))).toBeNull();
  });

  test('regions, performance and vault tabs show data from the reserve', async ({ page }) => {
    await page.goto('/wine-assets');
    await page.getByRole('tab', { name: 'Wine Regions' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Bordeaux' })).toBeVisible();
    await expect(panel.getByText('$16.7M')).toBeVisible();
    await expect(panel.getByText('+2 more').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(panel.getByText('Top Performers')).toBeVisible();
    await expect(panel.getByText('+60.0%')).toBeVisible();
    await page.getByRole('tab', { name: 'Wine Vault' }).click();
    await expect(panel.getByRole('heading', { name: 'London Bonded Reserve' })).toBeVisible();
    await expect(panel.getByText('12.5 °C')).toBeVisible();
  });

  test('has no serious or critical accessibility violations, with the dialog open too', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/wine-assets');
    await expect(page.getByText('24 wines found')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await card(page, /Pétrus 2010/).click();
    await expect(page.getByRole('dialog', { name: 'Pétrus 2010' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** The latest signed statement's ratio and age, linking to the proof page. */
async function expectAttestedNote(page: Page) {
  const note = page.getByText(
    /^Attested (less than a minute|\d+ (minutes?|hours?|days)) ago: \d+\.\d{2}% backed in signed statement \d+\./,
  );
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'Verify the reserve' })).toHaveAttribute('href', '/proof-of-reserve');
}

test('the home page shows the attested reserve and its age', async ({ page }) => {
  await page.goto('/');
  await expectAttestedNote(page);
});

test('proof of reserve: a bottle looked up by serial is verified in the browser', async ({ page }) => {
  // The first statement is signed by the job worker's first rounds after the server starts.
  await expect
    .poll(async () => (await page.request.get('/api/v1/reserve/statements/latest')).status(), { timeout: 30_000 })
    .toBe(200);
  const sample = await page.request.get('/api/v1/reserve/sample?count=1');
  expect(sample.ok()).toBe(true);
  const serial = ((await sample.json()) as { proofs: { leaf: { serial: string } }[] }).proofs[0]!.leaf.serial;
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Proof of reserve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of reserve' })).toBeVisible();
  await expect(page.getByText('Signature verified in your browser')).toBeVisible();
  await page.getByLabel('Bottle serial').fill(serial);
  await page.getByRole('button', { name: 'Verify bottle' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(`${serial} is in statement`)).toBeVisible();
  await page.getByLabel('Bottle serial').fill(`${serial}0`);
  await page.getByRole('button', { name: 'Verify bottle' }).click();
  await expect(page.getByText('No backing bottle has this serial in the latest statement.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
