/**
 * /buy-vino with the payment methods that do not settle at once (bank (ACH) is pending
 * until settled; crypto pays on confirmation): the page shows the pending state, the Payment Center
 * history lists the payment as pending and the VINO balance does not move; then the sandbox settles
 * it the way it always does (its delayed settle job, SANDBOX_SETTLE_SECONDS after the transfer
 * started: 60 s by default, 20 s in the e2e server) and the balance rises by the tokens quoted.
 */
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

/** The sandbox's settle delay plus the job worker's polling and the page's 5 s status poll. */
const SETTLE_TIMEOUT_MS = 120_000;

async function vinoTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/me/balances');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { balances: { asset: string; total: string }[] };
  return Number(body.balances.find((b) => b.asset === 'VINO')?.total ?? '0');
}

/** Amount step → payment step → confirm, for a method without a card. Returns the tokens quoted. */
async function startTransfer(page: Page, amount: string, method: RegExp): Promise<number> {
  await page.goto('/buy-vino');
  await page.getByLabel('Investment amount (USD)').fill(amount);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toBeVisible();
  const tokens = Number(
    /([\d,]+\.\d+) VINO/.exec((await order.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN,
  );
  expect(tokens).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^Confirm \$[\d,.]+ payment$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible({ timeout: 20_000 });
  return tokens;
}

async function pendingRows(page: Page, amountText: string, method: string) {
  await page.getByLabel('Status').selectOption('pending');
  return page
    .getByRole('table', { name: 'Payment history' })
    .getByRole('row')
    .filter({ hasText: amountText })
    .filter({ hasText: method });
}

test.describe('bank and crypto purchases stay pending until they settle', () => {
  test.setTimeout(4 * SETTLE_TIMEOUT_MS);

  test.beforeEach(async ({ page, request }) => {
    await signInByApi(page, await getDemoAccount(request, 'investor'));
  });

  test('a bank (ACH) transfer is pending, listed as pending, then settles and credits the VINO', async ({ page }) => {
    const before = await vinoTotal(page);
    const tokens = await startTransfer(page, '1234', /Bank transfer \(ACH\)/);
    await expect(
      page.getByText('Your bank transfer has been authorised and is waiting for your bank to settle it.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(await vinoTotal(page)).toBe(before);

    // The notice's link opens the history, where the payment is listed as pending.
    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(page).toHaveURL(/\/payments\?tab=history/);
    const rows = await pendingRows(page, '$1,234.00', 'Bank');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText('Pending');
    expect(await vinoTotal(page)).toBe(before);

    // The sandbox's settle job runs; the ledger credits the quoted tokens exactly once.
    await expect
      .poll(() => vinoTotal(page), { timeout: SETTLE_TIMEOUT_MS, intervals: [2_000] })
      .toBeGreaterThan(before);
    expect(await vinoTotal(page)).toBeCloseTo(before + tokens, 1);
    await page.getByLabel('Status').selectOption('succeeded');
    await expect(
      page
        .getByRole('table', { name: 'Payment history' })
        .getByRole('row')
        .filter({ hasText: '$1,234.00' })
        .filter({ hasText: 'Succeeded' })
        .first(),
    ).toBeVisible();
  });

  test('a crypto payment is pending on the buy page until it is confirmed, then shows the new balance', async ({
    page,
  }) => {
    const before = await vinoTotal(page);
    const tokens = await startTransfer(page, '2345', /Crypto/);
    await expect(
      page.getByText('Your payment has been received and is waiting for confirmation.', { exact: false }),
    ).toBeVisible();
    expect(await vinoTotal(page)).toBe(before);

    // The buy page polls the payment: once the sandbox confirms it, the success state replaces the notice.
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    expect(await vinoTotal(page)).toBeCloseTo(before + tokens, 1);
  });
});
