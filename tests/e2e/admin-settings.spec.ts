/**
 * Admin System Settings (operator spec sections 2, 8 and 9) as the demo admin: edit a field and save,
 * Reset to Defaults with the spec's texts, axe on the tab; then maintenance mode: a signed-in
 * investor's order is refused with the maintenance message and the banner shows. The suite shares
 * one server with every other spec, so maintenance is always switched off again, even on failure.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const SETTINGS_URL = '/admin?tab=settings';

async function openSettingsAsAdmin(page: Page) {
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto(SETTINGS_URL);
  await expect(page.getByRole('heading', { name: 'System Settings' })).toBeVisible();
}

/** Puts a platform switch back through the API, whatever state the page was left in. */
async function setPlatform(request: APIRequestContext, values: Record<string, boolean>) {
  const response = await request.put('/api/v1/admin/settings', { data: { group: 'platform', values } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an admin edits a setting, saves it, and resets to defaults with the spec texts', async ({ page }) => {
  await openSettingsAsAdmin(page);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Configuration' });
  await expect(save).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /Trading/ }).click();
  const slippage = page.getByLabel('Max Slippage (%)');
  await expect(slippage).toHaveValue('5');
  await slippage.fill('60');
  await expect(page.getByText('Max slippage must be between 0% and 50%')).toBeVisible();
  await slippage.fill('6');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=settings&group=trading$/);
  await save.click();
  await expect(page.getByText('Configuration saved successfully!')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  // The saved group stays in view (and in the address), at desktop and phone widths.
  await expect(page.getByRole('tab', { name: /Trading/, selected: true })).toBeVisible();
  await expect(page.getByLabel('Max Slippage (%)')).toHaveValue('6');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: /Trading/, selected: true })).toBeVisible();
  await expect(page.getByLabel('Max Slippage (%)')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await expect(page.getByRole('tab', { name: /Trading/, selected: true })).toBeVisible();
  await expect(page.getByLabel('Max Slippage (%)')).toHaveValue('6');

  // Reset puts the defaults in the form; nothing is saved until Save.
  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset to Defaults' });
  await expect(
    confirm.getByText('Are you sure you want to reset all settings to defaults? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Settings reset to defaults. Click Save to apply changes.')).toBeVisible();
  await expect(page.getByLabel('Max Slippage (%)')).toHaveValue('5');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await save.click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});

async function investorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, await getDemoAccount(page.request, 'investor'));
  return page;
}

test('maintenance mode: an investor’s order is refused with the message and the banner shows', async ({
  page,
  browser,
}) => {
  await openSettingsAsAdmin(page);
  const investor = await investorPage(browser);
  try {
    await page.getByLabel('Maintenance Mode').check();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('Configuration saved successfully!')).toBeVisible();
    // Admins keep working: the admin's own page shows the banner too.
    await expect(page.getByText(/The platform is under maintenance\. You can look around/)).toBeVisible();

    await investor.goto('/trading');
    await expect(investor.getByText(/The platform is under maintenance\. You can look around/)).toBeVisible();
    const form = investor.getByRole('form', { name: 'Buy VINO' });
    await form.getByRole('combobox', { name: 'Order type' }).selectOption('limit');
    await form.getByRole('textbox', { name: 'Amount (VINO)' }).fill('300');
    await form.getByRole('textbox', { name: /^Limit price/ }).fill('0.5');
    await form.getByRole('button', { name: 'Buy VINO' }).click();
    await expect(form.getByText('The platform is under maintenance. Trading is paused until it ends.')).toBeVisible();

    await page.getByLabel('Maintenance Mode').uncheck();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await investor.reload();
    await expect(investor.getByRole('form', { name: 'Buy VINO' })).toBeVisible();
    await expect(investor.getByText(/The platform is under maintenance\. You can look around/)).toHaveCount(0);
  } finally {
    await setPlatform(page.request, { maintenanceMode: false });
    await investor.context().close();
  }
});

test('the Blockchain settings say no VINO contract is configured on the embedded default', async ({
  page,
}, testInfo) => {
  await openSettingsAsAdmin(page);
  await page.getByRole('tab', { name: /Blockchain/ }).click();
  const contract = page.getByRole('region', { name: 'VINO contract' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 720 });
    await expect(contract.getByText('No VINO contract configured')).toBeVisible();
    await expect(contract.getByRole('button')).toHaveCount(0);
    await contract.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`blockchain-settings-${width}.png`), fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
});
