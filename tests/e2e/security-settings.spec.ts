/**
 * Settings → Security: a fresh account turns on two-factor with a code computed from the
 * setup key shown on the page, signs out and signs in again with a code; and sees its two browser
 * sessions and signs the other one out. Never the demo accounts: other specs sign in as them.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { totpFromBase32 } from '../factories/totp';
import { createVerifiedAccount } from './support/accounts';
import { signInByApi } from './support/demo';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
}

test('turn on two-factor with the setup key, then sign in with a code', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, 'two-factor');
  await signInByApi(page, account);
  await page.goto('/dashboard?tab=settings');

  const security = page.getByRole('group', { name: 'Security' });
  await expect(security.getByText('Off', { exact: true })).toBeVisible();
  await security.getByRole('button', { name: 'Enable two-factor authentication' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(dialog.getByText('Save your backup codes')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const setupKey = (await dialog.getByRole('definition').textContent())!.replace(/\s+/g, '');
  expect(setupKey).toMatch(/^[A-Z2-7]{16,}$/);

  const codeField = dialog.getByLabel('6-digit code from your app');
  const right = totpFromBase32(setupKey);
  await codeField.fill(right === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(dialog.getByText('That code is not correct. Check your authenticator app and try again.')).toBeVisible();
  await codeField.fill(totpFromBase32(setupKey));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(security.getByText('On', { exact: true })).toBeVisible();
  await expect(security.getByRole('button', { name: 'Disable two-factor authentication' })).toBeVisible();
  // Turning it on is not an unsaved settings change.
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Sign out, then sign in: the password leads to the code step, not into the account.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  expect((await page.request.get('/api/v1/me/settings')).status()).toBe(401);

  await code.fill(totpFromBase32(setupKey) === '123456' ? '654321' : '123456');
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'That code is not correct. Check your authenticator app and try again.' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await code.fill(totpFromBase32(setupKey));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  // Into the account: /dashboard, or back to the settings tab when sign-out left the page there.
  await expect(page).toHaveURL(/\/dashboard(\?tab=settings)?$/);
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByRole('group', { name: 'Security' }).getByText('On', { exact: true })).toBeVisible();
});

test('see two sessions and sign the other one out', async ({ page, browser }) => {
  const account = await createVerifiedAccount(page.request, 'sessions');
  await signInByApi(page, account);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInByApi(other, account);
  expect((await other.request.get('/api/v1/me/settings')).status()).toBe(200);

  await page.goto('/dashboard?tab=settings');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.getByText(/IP 127\.0\.0\.1/).first()).toBeVisible();

  const otherRow = sessions.getByRole('listitem').filter({ hasNotText: 'This device' });
  await otherRow.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByText('Session signed out')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/v1/me/settings')).status()).toBe(401);
  expect((await page.request.get('/api/v1/me/settings')).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  await otherContext.close();
});
