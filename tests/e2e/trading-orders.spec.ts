/**
 * Orders against the real server as a person places them (the page flows of limit, cancel, crossing
 * and CSV are in trading.spec.ts): a market buy that fills against the demo market maker's book,
 * and an order refused for the balance with the server's message shown in the form.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi, uniqueEmail } from './support/demo';

interface Book {
  bids: { price: string }[];
  asks: { price: string }[];
}

async function askLevels(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/markets/VINO-USD/book?depth=15');
  return ((await response.json()) as Book).asks.length;
}

function orderForm(page: Page, side: 'Buy' | 'Sell') {
  return page.getByRole('form', { name: `${side} VINO` });
}

test.describe('orders against the server', () => {
  test('a market buy fills against the market maker and appears in my history', async ({ page }) => {
    // On a fresh install the maker's first round also seeds the demo history; give it time.
    test.setTimeout(240_000);
    await expect
      .poll(() => askLevels(page.request), { timeout: 200_000, intervals: [2_000] })
      .toBeGreaterThanOrEqual(8);

    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/trading');
    // The summary tile counts my buys over the period, seeded demo history included.
    const buyTile = page.getByText('Buy Trades').locator('..');
    await expect(buyTile).toContainText(/\d/);
    const buysOf = async () => Number((await buyTile.textContent())?.replace(/\D/g, '') ?? '0');
    const buysBefore = await buysOf();

    const form = orderForm(page, 'Buy');
    await form.getByRole('combobox', { name: 'Order type' }).selectOption('market');
    // 150 VINO stays above the 100 USD minimum wherever the demo price walked (±1.5 %).
    await form.getByRole('textbox', { name: 'Amount (VINO)' }).fill('150');
    await expect(form.getByText('Estimated total')).toBeVisible();
    await form.getByRole('button', { name: 'Buy VINO' }).click();
    await expect(page.getByText('Buy order placed')).toBeVisible();

    // The fill (one or more, as the order walks the maker's levels) lands in my history.
    await expect.poll(buysOf, { timeout: 15_000 }).toBeGreaterThan(buysBefore);
    const history = page.getByRole('table', { name: 'Trading history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Buy');
  });

  test('an order above the balance is refused with the server message', async ({ page, request }) => {
    const account = { name: 'Empty Wallet', email: uniqueEmail('empty'), password: 'a-long-password-1' };
    expect((await request.post('/api/auth/sign-up/email', { data: account })).ok()).toBe(true);
    const mailbox = (await (await request.get('/api/v1/mailbox')).json()) as { items: { to: string; text: string }[] };
    const link = /https?:\/\/\S+verify-email\S+/.exec(
      mailbox.items.find((m) => m.to === account.email)?.text ?? '',
    )?.[0];
    expect(link, 'verification link in the outbox').toBeTruthy();
    await request.get(new URL(link!).pathname + new URL(link!).search, { maxRedirects: 0 });

    await signInByApi(page, account);
    await page.goto('/trading');
    const form = orderForm(page, 'Buy');
    await form.getByRole('combobox', { name: 'Order type' }).selectOption('limit');
    await form.getByRole('textbox', { name: 'Amount (VINO)' }).fill('300');
    await form.getByRole('textbox', { name: /^Limit price/ }).fill('0.5');
    await form.getByRole('button', { name: 'Buy VINO' }).click();
    await expect(form.getByText('Order not placed')).toBeVisible();
    await expect(form.getByText('Insufficient balance')).toBeVisible();
  });
});
