/**
 * The wallet as a person uses it, with a browser wallet injected into the page (support/inject-wallet.ts:
 * real Sign-In With Ethereum signatures from a key held by viem on the Node side).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { getDemoAccount, signInByApi } from './support/demo';
import { injectWallet } from './support/inject-wallet';

test('without a browser wallet the navigation says to install one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(
    dialog.getByText('Failed to connect wallet. Please make sure the wallet extension is installed and try again.'),
  ).toBeVisible();
});

test('a rejected connection shows the spec message', async ({ page }) => {
  await injectWallet(page, { rejectWith: 4001 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await dialog.getByRole('button', { name: 'Connect Test Wallet' }).click();
  await expect(
    dialog.getByText('Wallet connection was rejected. Please approve the connection to continue.'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/i3/nav-dialog-rejected-390.png' });
});

test('connect, sign in with Ethereum, see the wallet verified, send tokens', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await injectWallet(page);
  await signInByApi(page, await getDemoAccount(page.request, 'investor'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/trading?tab=wallet');

  await expect(page.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
  await page.screenshot({ path: '/tmp/i3/wallet-connect-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Connect Test Wallet' }).click();
  await expect(page.getByText(account.address).first()).toBeVisible();
  await expect(page.getByText('1.2345', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Not verified').first()).toBeVisible();

  await page.getByRole('button', { name: 'Verify ownership' }).click();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify ownership' })).toHaveCount(0);

  // The server saved it: verified and primary in Settings.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const saved = page.getByRole('listitem').filter({ hasText: `${account.address.slice(0, 6).toLowerCase()}` });
  await expect(saved.getByText('Verified')).toBeVisible();
  await expect(saved.getByText('Primary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Polygon' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.screenshot({ path: '/tmp/i3/wallet-settings-1366.png', fullPage: true });

  // Send Tokens: all fields required, a real address check, then the confirmation dialog.
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  const send = page.getByRole('dialog', { name: 'Send Tokens' });
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send.getByText('Please fill all fields')).toBeVisible();
  await send.getByLabel('Token').selectOption('ETH');
  await send.getByLabel('Recipient address').fill('0x1234');
  await send.getByLabel('Amount').fill('0.1');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send.getByText('Please enter a valid wallet address')).toBeVisible();
  const recipient = privateKeyToAccount(keccak256(toHex('recipient'))).address;
  await send.getByLabel('Recipient address').fill(recipient);
  await send.getByRole('button', { name: 'Send' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm transaction' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transaction submitted successfully!')).toBeVisible();

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText(/Sent 0\.1000 ETH to/)).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.screenshot({ path: '/tmp/i3/wallet-overview-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/i3/wallet-overview-390.png', fullPage: true });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.screenshot({ path: '/tmp/i3/wallet-settings-390.png', fullPage: true });
});
