/**
 * Personal API keys on the dashboard's settings: generate, see the key once and copy it,
 * use it read-only, find only its prefix after a reload, revoke it. A fresh account per run.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, enableTwoFactorByApi } from './support/accounts';
import { signInByApi } from './support/demo';

test('generate a key, see it once, use it read-only, then revoke it', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createVerifiedAccount(page.request, 'api-keys');
  await signInByApi(page, account);
  await enableTwoFactorByApi(page.request, account.password, baseURL!);
  await page.goto('/dashboard?tab=settings');

  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  await section.getByLabel('Key name').fill('E2E script');
  await section.getByRole('button', { name: 'Generate key' }).click();

  const panel = section.getByRole('region', { name: 'Your new API key' });
  await expect(panel.getByText('This key will not be shown again')).toBeVisible();
  const key = await panel.getByLabel('API key').inputValue();
  expect(key).toMatch(/^vino_[A-Za-z0-9_-]{43}$/);
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByText('API key copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );

  // The key works for a script without a session: reads yes, writes no.
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const me = await script.get('/api/v1/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);
  expect((await script.put('/api/v1/me/settings', { data: {} })).status()).toBe(403);

  // Prefixes are hidden until "Show API key details" is on.
  const row = section.getByRole('list', { name: 'Your API keys' }).getByRole('listitem');
  await expect(row.getByText('Prefix hidden')).toBeAttached();
  await page.getByLabel('Show API key details').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();

  await page.reload();
  await expect(row.getByText('E2E script')).toBeVisible();
  await expect(row.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByText('Never')).toHaveCount(0); // used by the script above
  await expect(section.getByRole('region', { name: 'Your new API key' })).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  await row.getByRole('button', { name: 'Revoke API key E2E script' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke "E2E script"?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key "E2E script" revoked')).toBeVisible();
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  expect((await script.get('/api/v1/me')).status()).toBe(401);
  await script.dispose();
});
