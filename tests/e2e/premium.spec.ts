/**
 * Premium Circle as a real entitlement, against the real server and its sandbox payment
 * provider, with a fresh account: before subscribing, a premium document and redemption are
 * refused with the way to join; after subscribing by card on the Memberships tab, the premium PDF
 * downloads and a redemption request holds the VINO until it is cancelled.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, enableTwoFactorByApi } from './support/accounts';
import { signInByApi } from './support/demo';

const DELIVERY = {
  'Full name': 'Premium Tester',
  Address: '1 Vineyard Lane',
  City: 'Napa',
  'Postal code': '94558',
  Country: 'United States',
  Phone: '+1 707 555 0100',
};

async function vino(page: Page): Promise<{ available: number; held: number }> {
  const body = (await (await page.request.get('/api/v1/me/balances')).json()) as {
    balances: { asset: string; available: string; held: string }[];
  };
  const row = body.balances.find((b) => b.asset === 'VINO');
  return { available: Number(row?.available ?? 0), held: Number(row?.held ?? 0) };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

async function openTignanello(page: Page) {
  await page.goto('/wine-assets');
  await page
    .getByRole('button', { name: /Tignanello 2019/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Tignanello 2019/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Request Redemption' }).click();
  return dialog;
}

test('a member subscribes, downloads a premium document, requests a redemption and cancels it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(page.request, 'premium');
  await signInByApi(page, account);
  await enableTwoFactorByApi(page.request, account.password, baseURL!);
  expect((await page.request.post('/api/v1/me/sandbox-grant')).ok()).toBe(true);

  // Not a member yet: the redemption panel says who may redeem and links to the Memberships tab.
  let dialog = await openTignanello(page);
  await expect(
    dialog.getByText('Premium Circle members can redeem tokens for bottles, subject to availability.'),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'Join Premium Circle' }).click();
  await expect(page).toHaveURL(/\/payments\?tab=memberships/);

  await page.getByRole('button', { name: 'Subscribe to Premium Circle' }).click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe to Premium Circle' });
  await subscribe.getByLabel('Card number').fill('4242 4242 4242 4242');
  await subscribe.getByLabel('Expiry (MM/YY)').fill('1234');
  await subscribe.getByLabel('CVC').fill('123');
  await subscribe.getByRole('button', { name: /^Subscribe for \$299\.00/ }).click();
  await expect(page.getByText('Subscribed to Premium Circle')).toBeVisible({ timeout: 20_000 });

  // The premium document now downloads as a real PDF.
  await page.goto('/documents');
  const card = page.getByRole('article').filter({ hasText: 'Wine Redemption Guide for Members' }).first();
  await expect(card.getByText('Premium Circle', { exact: true })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('link', { name: /Download Wine Redemption Guide for Members/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Wine-Redemption-Guide-for-Members.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Redemption: 2 bottles, the VINO held while pending.
  const before = await vino(page);
  dialog = await openTignanello(page);
  await dialog.getByLabel('Bottles').selectOption('2');
  for (const [label, value] of Object.entries(DELIVERY))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  const held = dialog.getByRole('definition').filter({ hasText: 'VINO' }).first();
  await expect(held).toContainText('VINO');
  const heldText = (await held.innerText()).replace(/[^\d.]/g, '');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm Redemption' }).click();

  const requests = dialog.getByRole('region', { name: 'Your Redemption Requests' });
  const item = requests.getByRole('listitem', { name: '2 x Tignanello 2019' });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(dialog.getByText('Your redemption request was submitted.', { exact: false })).toBeVisible();
  const after = await vino(page);
  expect(after.held - before.held).toBeCloseTo(Number(heldText), 3);
  expect(before.available - after.available).toBeCloseTo(Number(heldText), 3);

  await item.getByRole('button', { name: /^Cancel/ }).click();
  await expect(item.getByText('Cancelled')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  expect(await vino(page)).toEqual(before);
});
