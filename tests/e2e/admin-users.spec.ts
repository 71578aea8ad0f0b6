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
