/**
 * The Payment Center (/payments) as the demo investor uses it, against the real server and its
 * sandbox payment provider: a card purchase through the three steps credits the VINO and lands in
 * the history; a declined card returns to the amount step with the provider's message; the amount
 * and billing checks; a Premium Circle subscription cancelled at the period's end; the CSV export;
 * axe on every tab.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const BILLING = {
  'Full name': 'Demo Investor',
  Email: 'investor@example.com',
  Address: '1 Vineyard Lane',
  City: 'Napa',
  State: 'CA',
  'ZIP code': '94558',
};

async function signInAsInvestor(page: Page) {
  await signInByApi(page, await getDemoAccount(page.request, 'investor'));
}

/** My VINO total from the ledger API, as its decimal string. */
async function vinoBalanceText(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/me/balances');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { balances: { asset: string; total: string }[] };
  return body.balances.find((b) => b.asset === 'VINO')?.total ?? '0';
}

async function vinoBalance(page: Page): Promise<number> {
  return Number(await vinoBalanceText(page));
}

/** "12,345.67 VINO": the page's display (grouped, cut to two places). */
function displayedVino(total: string): string {
  const [whole = '0', fraction = ''] = total.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)} VINO`;
}

/** Amount step → payment step for `amount` USD by card. */
async function continueToPayment(page: Page, amount = '1000') {
  await page.goto('/payments');
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
}

async function payWithCard(page: Page, cardNumber: string) {
  for (const [label, value] of Object.entries(BILLING))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('Payment Center', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsInvestor(page);
  });

  test('buys VINO by card through the three steps; the balance and the history change', async ({ page }) => {
    const before = await vinoBalance(page);
    await continueToPayment(page);
    // The server's figures for this intent: 1,000 USD charged, fees included (amount and total both read it).
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('$1,000.00').first()).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText('Your VINO tokens will be delivered to your wallet within 5-10 minutes.'),
    ).toBeVisible();
    const after = await vinoBalanceText(page);
    expect(Number(after)).toBeGreaterThan(before);
    // The balance on the page is the ledger's new one.
    await expect(page.getByTestId('vino-balance')).toHaveText(displayedVino(after));

    await expect(page.getByRole('link', { name: 'View Payment History' })).toBeVisible();
    // Make Another Purchase resets to the amount step with 1000.
    await page.getByRole('button', { name: 'Make Another Purchase' }).click();
    await expect(page.getByRole('heading', { name: 'How much VINO would you like to buy?' })).toBeVisible();
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('1000');

    await page.getByRole('tab', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(/tab=history/);
    const table = page.getByRole('table', { name: 'Payment history' });
    const row = table.getByRole('row').filter({ hasText: '$1,000.00' }).filter({ hasText: 'Succeeded' });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText('Card');
  });

  test('offers every method the buy page offers; a crypto purchase is pending until confirmed', async ({ page }) => {
    await page.goto('/payments');
    const methods = page.getByRole('group', { name: 'Payment method' });
    for (const name of [/Credit or Debit Card/, /Bank Transfer \(ACH\)/, /Crypto/])
      await expect(methods.getByRole('radio', { name })).toBeVisible();
    await methods.getByRole('radio', { name: /Crypto/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
    await expect(page.getByText('Crypto (ETH) — Pay from your wallet')).toBeVisible();
    for (const [label, value] of Object.entries(BILLING))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Your crypto payment is being confirmed/)).toBeVisible();
  });

  test('a declined card returns to the amount step with the provider message', async ({ page }) => {
    const before = await vinoBalance(page);
    await continueToPayment(page, '500');
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: 'How much VINO would you like to buy?' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    expect(await vinoBalance(page)).toBe(before);

    await page.getByRole('tab', { name: 'Payment History' }).click();
    await page.getByLabel('Status').selectOption('failed');
    await expect(page.getByRole('table', { name: 'Payment history' }).getByText('Failed').first()).toBeVisible();
  });

  test('amount bounds and billing fields show their messages', async ({ page }) => {
    await page.goto('/payments');
    const amount = page.getByLabel('Amount (USD)');
    await amount.fill('99');
    await expect(page.getByText('Minimum purchase amount is $100')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await amount.fill('1000001');
    await expect(page.getByText('Maximum purchase amount is $1,000,000')).toBeVisible();
    await page.getByRole('button', { name: '$5,000' }).click();
    await expect(amount).toHaveValue('5000');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await continueToPayment(page);
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Your card number is invalid.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'How much VINO would you like to buy?' })).toBeVisible();
  });

  test('subscribes to Premium Circle and cancels at the end of the period', async ({ page }) => {
    await page.goto('/payments?tab=memberships');
    await page.getByRole('button', { name: 'Subscribe to Premium Circle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium Circle' });
    await dialog.getByLabel('Card number').fill('4242424242424242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('1234');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /^Subscribe for \$299\.00/ }).click();
    await expect(page.getByText('Subscribed to Premium Circle')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    const subscriptions = page.getByRole('region', { name: 'Your subscriptions' });
    await expect(subscriptions.getByText('Premium Circle', { exact: true })).toBeVisible();
    await expect(subscriptions.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Current plan' })).toBeDisabled();

    await subscriptions.getByRole('button', { name: 'Cancel Premium Circle subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription' });
    await expect(confirm).toContainText(
      'Are you sure you want to cancel this subscription? You will lose access at the end of the current billing period.',
    );
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByText('Subscription canceled successfully')).toBeVisible();
    await expect(
      subscriptions.getByText('This subscription ends at the end of the current billing period.', { exact: false }),
    ).toBeVisible();
    await expect(subscriptions.getByRole('button', { name: /^Cancel / })).toHaveCount(0);

    // The server holds it: a reload shows the same.
    await page.reload();
    await expect(
      page.getByText('This subscription ends at the end of the current billing period.', { exact: false }),
    ).toBeVisible();
  });

  test('exports the payment history as CSV with the spec columns', async ({ page }) => {
    await page.goto('/payments?tab=history');
    await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/payment-history.*\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    expect(text.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(
      'Date,Description,Amount,Currency,Status,Payment Method,Fees,Net Amount',
    );
  });

  test('every tab has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/payments');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Memberships' }).click();
    await expect(page.getByRole('heading', { name: 'Membership plans' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Payment History' }).click();
    await expect(page.getByLabel('Period')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
