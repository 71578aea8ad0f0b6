/**
 * Admin I, user management: the admin searches users, opens one, changes the role and sees it
 * saved; the tab has no serious or critical accessibility violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin searches users, opens one and changes the role', async ({ page, request, playwright, baseURL }) => {
  // A new account that has signed in once (its profile exists), made through the API.
  const account = await createVerifiedAccount(request, 'managed');
  const own = await playwright.request.newContext({ baseURL });
  expect((await own.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
  expect((await own.get('/api/v1/me')).ok()).toBe(true);

  await signInByApi(page, await getDemoAccount(request, 'admin'));
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All Users', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users table' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Search users').fill(account.email);
  const table = page.getByRole('region', { name: 'Users table' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: account.email })).toBeVisible();
  await table.getByRole('button', { name: `View ${account.name}` }).click();

  const dialog = page.getByRole('dialog', { name: account.name });
  await expect(dialog.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await dialog.getByLabel('Role').selectOption('investor');
  await dialog.getByLabel('Investor status').selectOption('verified');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(dialog.getByText('admin.user.update')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // Saved on the server: the list (filtered by role) shows the new role, and so does the user's own profile.
  await page.getByLabel('Role').selectOption('investor');
  await expect(table.getByRole('cell', { name: account.email })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByText('Investor', { exact: true })).toBeVisible();
  expect(((await (await own.get('/api/v1/me')).json()) as { profile: { role: string } }).profile.role).toBe('investor');
  await own.dispose();

  // Investors and Reports sub-tabs render.
  await page.getByRole('tab', { name: 'Investors', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'High-value investors' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reports', exact: true }).click();
  const download = page.getByRole('link', { name: 'Download CSV' });
  await expect(download).toHaveAttribute('href', /\/api\/v1\/admin\/users\.csv\?.*role=investor/);
  await expectNoSeriousViolations(page);
});

test('at 390 px the selected tab stays in full view and the users table says that it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));

  // The tab strips wrap instead of scrolling: the selected tab (the sixth on /admin) is whole on screen.
  await page.goto('/admin?tab=compliance');
  await expect(page.getByRole('tab', { name: 'Compliance & Audit', selected: true })).toBeInViewport({ ratio: 1 });
  await page.goto('/analytics');
  const business = page.getByRole('tab', { name: 'Business Intelligence' });
  await business.click();
  await expect(business).toHaveAttribute('aria-selected', 'true');
  await expect(business).toBeInViewport({ ratio: 1 });
  const strip = page.getByRole('tablist', { name: 'Analytics suite' });
  expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The users table is wider than the phone: its scroll region is named, focusable and announces the cue.
  await page.goto('/admin?tab=users');
  const region = page.getByRole('region', { name: 'Users table' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveAccessibleDescription('Scroll for more');
  await expect(page.getByText('Scroll for more')).toBeVisible();
  // Scrolled to its end, the last column (each row's View button) comes into view.
  await region.focus();
  // Focus may scroll a long list to its middle: bring the table's top back, then scroll sideways only.
  await region.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(region.getByRole('button', { name: /^View / }).first()).toBeInViewport({ ratio: 1 });
});
