/**
 * /trading as a person uses it: the pair cards, symbol and timeframe switching, the order forms'
 * validation, a limit order placed, seen in open orders and in the book, then cancelled; a crossing
 * order between two accounts that lands in both histories; history filters, empty state and the
 * CSV export; axe on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { getDemoAccount, signInByApi } from './support/demo';

const MARKETS = ['VINO/USD', 'VINO/ETH', 'VINO/BTC', 'VINO/USDT'];
const USD_TICK = 0.0001;

interface BookSide {
  price: string;
  quantity: string;
}
interface Book {
  bids: BookSide[];
  asks: BookSide[];
}

async function getBook(request: APIRequestContext): Promise<Book> {
  const response = await request.get('/api/v1/markets/VINO-USD/book?depth=15');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Book;
}

/** A VINO/USD price inside the spread, so the order rests on a level of its own and fills nobody. */
async function priceInsideSpread(request: APIRequestContext, side: 'buy' | 'sell'): Promise<string> {
  const book = await getBook(request);
  const bid = Number(book.bids[0]?.price ?? '0.5');
  const ask = Number(book.asks[0]?.price ?? '1.5');
  expect(Math.round((ask - bid) / USD_TICK), 'the spread leaves room for a level of our own').toBeGreaterThanOrEqual(2);
  return (side === 'buy' ? bid + USD_TICK : ask - USD_TICK).toFixed(4);
}

/** A pair card: its name starts with the pair (then its price), and VINO/USD must not match VINO/USDT. */
function card(page: Page, market: string) {
  return page.getByRole('list', { name: 'Markets' }).getByRole('button', { name: new RegExp(`^${market}(\\s|$)`) });
}

function orderForm(page: Page, side: 'Buy' | 'Sell') {
  return page.getByRole('form', { name: `${side} VINO` });
}

async function placeLimit(page: Page, side: 'Buy' | 'Sell', amount: string, price: string) {
  const form = orderForm(page, side);
  await form.getByRole('combobox', { name: 'Order type' }).selectOption('limit');
  await form.getByRole('textbox', { name: 'Amount (VINO)' }).fill(amount);
  await form.getByRole('textbox', { name: /^Limit price/ }).fill(price);
  await form.getByRole('button', { name: `${side} VINO` }).click();
  await expect(page.getByText(`${side} order placed`)).toBeVisible();
}

test.describe('trading page', () => {
  test('shows the four markets and switches pair by card and by query', async ({ page }) => {
    await page.goto('/trading');
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Platform' })).toBeVisible();
    for (const market of MARKETS) await expect(card(page, market)).toBeVisible();
    await expect(card(page, 'VINO/USD')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'VINO/USD')).toContainText(/\d\.\d{4}/);

    await card(page, 'VINO/ETH').click();
    await expect(page).toHaveURL(/symbol=VINO-ETH/);
    await expect(page.getByRole('heading', { name: 'VINO/ETH price chart' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'VINO/ETH order book' })).toBeVisible();
    // The chart library arrives after the page has painted, and draws.
    await expect(
      page
        .getByRole('figure', { name: /VINO\/ETH 1H candlestick chart/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();

    await page.goto('/trading?symbol=VINO/BTC');
    await expect(page.getByRole('heading', { name: 'VINO/BTC price chart' })).toBeVisible();
    // Investor spec section 9: BTC prices with 7 decimals.
    await expect(card(page, 'VINO/BTC')).toContainText(/0\.\d{7}(?!\d)/);

    await page.goto('/trading?symbol=VINO-STOCK');
    await expect(page.getByRole('heading', { name: 'VINO-STOCK/USD' })).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contact a broker-dealer partner' }).first();
    await contact.click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(/VINO-STOCK/);
  });

  test('the staking tab shows its pools, and the tab is kept in the URL', async ({ page }) => {
    await page.goto('/trading?tab=staking');
    await expect(page.getByRole('tab', { name: 'Staking' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Staking pools' })).toBeVisible();
    await page.getByRole('tab', { name: 'Staking' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Portfolio' })).toBeFocused();
    await expect(page).toHaveURL(/tab=portfolio/);
  });

  test('timeframe buttons load the candles of that timeframe', async ({ page }) => {
    await page.goto('/trading');
    const group = page.getByRole('group', { name: 'Timeframe' });
    for (const tf of ['5M', '15M', '1H', '4H', '1D', '1W'])
      await expect(group.getByRole('button', { name: tf, exact: true })).toBeVisible();
    await expect(group.getByRole('button', { name: '1H', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const request = page.waitForRequest((r) => r.url().includes('/candles') && r.url().includes('timeframe=1D'));
    await group.getByRole('button', { name: '1D', exact: true }).click();
    await request;
    await expect(group.getByRole('button', { name: '1D', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure').first()).toBeVisible();
  });

  test('a signed-out visitor sees the forms with a sign-in prompt', async ({ page }) => {
    await page.goto('/trading');
    await expect(orderForm(page, 'Buy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to trade' })).toHaveCount(2);
    await expect(page.getByText('Sign in to see your trading history.')).toBeVisible();
  });

  test('the order form shows the spec’s validation messages inline', async ({ page }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/trading');
    const buy = orderForm(page, 'Buy');
    await buy.getByRole('button', { name: 'Buy VINO' }).click();
    await expect(buy.getByText('Please enter a valid order amount')).toBeVisible();
    await expect(buy.getByRole('textbox', { name: 'Amount (VINO)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(buy.getByText('Please enter a valid limit price')).toBeVisible();

    await buy.getByRole('textbox', { name: 'Amount (VINO)' }).fill('5');
    await buy.getByRole('textbox', { name: /^Limit price/ }).fill('0');
    await buy.getByRole('button', { name: 'Buy VINO' }).click();
    await expect(buy.getByText('Please enter a valid order amount')).toHaveCount(0);
    await expect(buy.getByText('Please enter a valid limit price')).toBeVisible();

    await buy.getByRole('combobox', { name: 'Order type' }).selectOption('market');
    await expect(buy.getByRole('textbox', { name: /^Limit price/ })).toHaveCount(0);
    await expect(buy.getByText('Estimated total')).toBeVisible();
  });

  test('a limit order rests in the book and open orders, then is cancelled', async ({ page }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/trading');
    const price = await priceInsideSpread(page.request, 'buy');
    await expect(orderForm(page, 'Buy').getByText(/Available: \d/)).toBeVisible();
    await placeLimit(page, 'Buy', '123.21', price);

    const openOrders = page.getByRole('table', { name: 'My open orders' });
    const row = openOrders.getByRole('row').filter({ hasText: price }).filter({ hasText: '123.21' });
    await expect(row).toBeVisible();
    const book = page.getByRole('table', { name: 'VINO/USD order book' });
    await expect(book.getByRole('row').filter({ hasText: `Bid ${price}` })).toContainText('123.21');

    await row.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(book.getByRole('row').filter({ hasText: `Bid ${price}` })).toHaveCount(0);
  });

  test('a crossing order fills, lands in both histories, filters work and the CSV has the rows', async ({
    browser,
    request,
  }) => {
    const account = await createVerifiedAccount(request);
    const seller = await (await browser.newContext()).newPage();
    await signInByApi(seller, account);
    await seller.goto('/trading');

    // A new account: the spec's empty state.
    await expect(seller.getByText('No trading history')).toBeVisible();
    await expect(seller.getByText('Your completed trades will appear here')).toBeVisible();

    await seller.getByRole('button', { name: 'Get sandbox test funds' }).click();
    await expect(seller.getByText('Sandbox test funds added')).toBeVisible();
    await expect(orderForm(seller, 'Sell').getByText(/Available: [1-9]/)).toBeVisible();

    const price = await priceInsideSpread(seller.request, 'sell');
    await placeLimit(seller, 'Sell', '150.50', price);

    const buyer = await (await browser.newContext()).newPage();
    await signInByApi(buyer, await getDemoAccount(buyer.request, 'investor'));
    await buyer.goto('/trading');
    await placeLimit(buyer, 'Buy', '150.50', price);

    // The seller's history updates from the live orders channel (or the next load).
    const history = seller.getByRole('table', { name: 'Trading history' });
    await expect(history.getByRole('row').filter({ hasText: price })).toContainText('Sell', { timeout: 15_000 });
    await expect(seller.getByText('Sell Trades').locator('..')).toContainText('1');

    await seller.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Buy' }).click();
    await expect(seller.getByText('No trading history')).toBeVisible();
    await seller.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Sell' }).click();
    await expect(history.getByRole('row').filter({ hasText: price })).toBeVisible();
    await seller.getByRole('combobox', { name: 'Period' }).selectOption('24h');
    await expect(history.getByRole('row').filter({ hasText: price })).toBeVisible();

    const buyerHistory = buyer.getByRole('table', { name: 'Trading history' });
    await buyer.reload();
    await expect(buyerHistory.getByRole('row').filter({ hasText: price }).first()).toContainText('Buy');

    const download = seller.waitForEvent('download');
    await seller.getByRole('link', { name: 'CSV Export' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(csv as Buffer[])
      .toString('utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date,Pair,Side,Amount,Price,Total,Fee,Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('VINO/USD');
    expect(lines[1]!.toLowerCase()).toContain('sell');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/trading');
    await expect(page.getByRole('table', { name: 'VINO/USD order book' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
