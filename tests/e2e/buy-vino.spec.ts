/**
 * /buy-vino as a buyer uses it: the query parameters, the fee breakdown, signing in from Continue
 * and coming back with the amount, a real purchase through the sandbox provider (credited by its
 * webhook), a declined card, and an accessibility check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const amountField = (page: Page) => page.getByLabel('Investment amount (USD)');
const summary = (page: Page, name = 'Order summary') => page.getByRole('region', { name });

/** "1,234.56 VINO" → 1234.56 (display figures, two places). */
const vinoFigure = (text: string) => Number(/([\d,]+\.\d+) VINO/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

test.describe('query parameters (spec section 2)', () => {
  for (const [query, expected] of [
    ['?amount=5000', '5000'],
    ['?amount=50', '1000'],
    ['?source=presale', '5000'],
    ['?source=stock', '10000'],
    ['?ref=homepage', '1000'],
  ] as const) {
    test(`${query} → ${expected}`, async ({ page }) => {
      await page.goto(`/buy-vino${query}`);
      await expect(amountField(page)).toHaveValue(expected);
    });
  }

  test('/buy keeps its query on the way to /buy-vino', async ({ page }) => {
    await page.goto('/buy?amount=2500');
    await expect(page).toHaveURL(/\/buy-vino/);
    await expect(amountField(page)).toHaveValue('2500');
  });
});

test('the fee breakdown for 1,000 USD by card is exact', async ({ page }) => {
  await page.goto('/buy-vino');
  await page.getByRole('button', { name: '$1,000', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Credit \/ debit card/ })).toBeChecked();
  const order = summary(page);
  await expect(order.getByText('Transaction fee (2.9%)').locator('..')).toContainText('$29.00');
  await expect(order.getByText('Platform fee (1%)').locator('..')).toContainText('$10.00');
  await expect(order.getByText('Network fee').locator('..')).toContainText('$5.00');
  await expect(order.getByText('Total fees').locator('..')).toContainText('$44.00');
  await expect(order.getByText('Total cost').locator('..')).toContainText('$1,000.00');

  // Crypto: 0.1% and a 15 USD network fee.
  await page.getByRole('radio', { name: /Crypto/ }).check();
  await expect(order.getByText('Transaction fee (0.1%)').locator('..')).toContainText('$1.00');
  await expect(order.getByText('Network fee').locator('..')).toContainText('$15.00');
  await expect(order.getByText('Total fees').locator('..')).toContainText('$26.00');
});

test('Continue is disabled below 100 and shows the minimum', async ({ page }) => {
  await page.goto('/buy-vino');
  await amountField(page).fill('99');
  await expect(page.getByText('Minimum purchase amount is $100')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  await amountField(page).fill('100');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
});

test('a signed-out buyer signs in from Continue and comes back with the amount kept', async ({ page, request }) => {
  const investor = await getDemoAccount(request, 'investor');
  await page.goto('/buy-vino');
  await amountField(page).fill('2750');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email', { exact: true }).fill(investor.email);
  await page.getByLabel('Password', { exact: true }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/buy-vino\?amount=2750/);
  await expect(amountField(page)).toHaveValue('2750');
  await expect(page.getByRole('heading', { name: 'Your investment profile' })).toBeVisible();
});

test.describe('paying (sandbox provider)', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInByApi(page, await getDemoAccount(request, 'investor'));
  });

  test('buys 1,000 USD of VINO with the success card; the balance grows by the tokens bought', async ({ page }) => {
    await page.goto('/buy-vino?amount=1000');
    const balanceCard = page.getByRole('region', { name: 'Your VINO balance' });
    // Wait for the figure itself: the card's label already says "VINO" while the balance loads.
    await expect(balanceCard).toContainText(/\d VINO/);
    const before = vinoFigure((await balanceCard.textContent()) ?? '');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Step 2 of 2: Payment')).toBeVisible();
    const order = summary(page, 'Your order');
    await expect(order.getByText('Total fees').locator('..')).toContainText('$44.00');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    const bought = vinoFigure((await page.getByText(/You bought/).textContent()) ?? '');
    expect(bought).toBeGreaterThan(0);
    await expect
      .poll(async () => vinoFigure((await balanceCard.textContent()) ?? ''), { timeout: 15_000 })
      .toBeCloseTo(before + bought, 1);
  });

  test('a declined card shows the provider message and returns to the amount step', async ({ page }) => {
    await page.goto('/buy-vino?amount=500');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('alert')).toContainText('Your card was declined.', { timeout: 20_000 });
    await expect(page.getByText('Step 1 of 2: Amount')).toBeVisible();
    await expect(amountField(page)).toHaveValue('500');
  });
});

test('the growth projection: a table row and the keyboard select a quarter', async ({ page }) => {
  await page.goto('/buy-vino?amount=1000');
  await expect(page.getByText('Select a quarter to see what your purchase could be worth.')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(11);
  await table.getByRole('row').nth(10).getByRole('button').click();
  await expect(page.getByText('Time to target').locator('..')).toContainText('2 years 3 months');
  const slider = page.getByRole('slider', { name: 'Growth projection quarter' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', /price \$1\.00, projected ROI 0%/);
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', /price \$2\.89, projected ROI 189%/);

  // Dragging from the right edge to the left edge of the chart ends on the first quarter.
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(slider).not.toHaveAttribute('aria-valuetext', /ROI 189%/);
  await page.mouse.move(box.x + 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuetext', /price \$1\.00, projected ROI 0%/);
});

test('/buy-vino has no serious or critical accessibility violations', async ({ page, request }) => {
  await signInByApi(page, await getDemoAccount(request, 'investor'));
  await page.goto('/buy-vino');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(summary(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wine index timeline' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
