/**
 * /realtime as a person uses it: the live tiles computed from data, the symbol tabs (the stock
 * quoted only), the order book rendered from the server's book, the system status panel connected
 * over the real websocket, the notification bell; axe on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { getDemoAccount, signInByApi } from './support/demo';

const TILES = [
  'Total Value Locked',
  'Active Users',
  'Daily Volume',
  'Wine Asset Value',
  'Token Holders',
  'Backing Ratio',
];

test.describe('real-time data centre', () => {
  test('shows the six tiles from the metrics API, token holders and value locked measured', async ({ page }) => {
    const metrics = (await (await page.request.get('/api/v1/metrics')).json()) as {
      backing_ratio: string;
      token_holders: number;
    };
    await page.goto('/realtime');
    await expect(page.getByRole('heading', { level: 1, name: 'Real-time Data Centre' })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Platform metrics' });
    for (const name of TILES) await expect(tiles.getByText(name, { exact: true })).toBeVisible();
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Backing Ratio' })).toContainText(
      `${Number(metrics.backing_ratio).toFixed(1)}%`,
    );
    const holders = tiles.getByRole('listitem').filter({ hasText: 'Token Holders' });
    await expect(holders).toContainText(metrics.token_holders.toLocaleString('en-US'));
    await expect(holders).toContainText('Accounts holding a positive VINO balance');
    // The seeded staking rewards pool is locked value: never "$0".
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Total Value Locked' })).not.toContainText('$0');
  });

  test('symbol tabs switch markets, and the stock is quoted only', async ({ page }) => {
    await page.goto('/realtime');
    const tabs = page.getByRole('tablist', { name: 'Symbols' });
    for (const name of ['VINO/USD', 'VINO/ETH', 'VINO/BTC', 'VINO-STOCK/USD']) {
      await expect(tabs.getByRole('tab', { name })).toBeVisible();
    }
    await tabs.getByRole('tab', { name: 'VINO/ETH' }).click();
    await expect(page.getByRole('table', { name: 'VINO/ETH order book' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'VINO/ETH' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'VINO/BTC' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'VINO-STOCK/USD' }).click();
    await expect(page.getByText('Quoted only — not traded on this exchange')).toBeVisible();
    await expect(page.getByRole('table', { name: /order book/ })).toHaveCount(0);
  });

  test('renders the order book from the server: 8 asks, the spread, 8 bids, and recent trades', async ({ page }) => {
    await page.goto('/realtime');
    const book = page.getByRole('table', { name: 'VINO/USD order book' });
    await expect(book).toBeVisible();
    const server = (await (await page.request.get('/api/v1/markets/VINO-USD/book?depth=15')).json()) as {
      bids: { price: string }[];
      asks: { price: string }[];
    };
    const asks = Math.min(8, server.asks.length);
    const bids = Math.min(8, server.bids.length);
    await expect(book.getByRole('rowheader', { name: /^Ask / })).toHaveCount(asks);
    await expect(book.getByRole('rowheader', { name: /^Bid / })).toHaveCount(bids);
    await expect(book.getByRole('rowheader', { name: 'Spread' })).toBeVisible();
    // The best bid of the server's book is on screen (the market maker may move it meanwhile; poll).
    await expect
      .poll(async () => {
        const now = (await (await page.request.get('/api/v1/markets/VINO-USD/book?depth=1')).json()) as {
          bids: { price: string }[];
        };
        const best = now.bids[0]?.price;
        return best ? await book.getByRole('rowheader', { name: `Bid ${Number(best).toFixed(4)}` }).count() : 1;
      })
      .toBe(1);
    await expect(page.getByRole('table', { name: 'Recent trades' }).or(page.getByText('No trades yet'))).toBeVisible();
    // Dollar sums are amounts: 2 decimals (prices keep the tick's 4), at desktop and phone widths.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const usdVolume = page
        .getByRole('term')
        .filter({ hasText: '24h Volume (USD)' })
        .locator('xpath=following-sibling::dd');
      await expect(usdVolume).toHaveText(/^(\d{1,3}(,\d{3})*\.\d{2}|—)$/);
      // The level rows' totals (the spread row is a price difference, at the price's precision).
      const levels = book.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^(Ask|Bid) / }) });
      const totals = await levels.evaluateAll((rows) =>
        rows.map((row) => row.lastElementChild?.textContent?.trim() ?? '').filter((t) => /^[\d,]+\.\d+$/.test(t)),
      );
      for (const total of totals) expect(total).toMatch(/\.\d{2}$/);
    }
  });

  test('an order placed elsewhere appears in the book live and leaves it when cancelled', async ({ page }) => {
    await page.goto('/realtime');
    const book = page.getByRole('table', { name: 'VINO/USD order book' });
    await expect(book).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'System status' }).getByRole('listitem').filter({ hasText: 'Main API' }),
    ).toContainText('connected', { timeout: 15_000 });

    // Place the order through the API, the way another screen or device would; the page is not reloaded.
    const trader = page.context().request;
    const account = await getDemoAccount(trader, 'investor');
    expect((await trader.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
    const top = (await (await trader.get('/api/v1/markets/VINO-USD/book?depth=1')).json()) as {
      bids: { price: string }[];
      asks: { price: string }[];
    };
    const bid = Number(top.bids[0]!.price);
    const ask = Number(top.asks[0]!.price);
    expect(Math.round((ask - bid) / 0.0001)).toBeGreaterThanOrEqual(2);
    const price = (bid + 0.0001).toFixed(4);
    const placed = await trader.post('/api/v1/orders', {
      data: { market: 'VINO-USD', side: 'buy', type: 'limit', amount: '111.11', price },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { order } = (await placed.json()) as { order: { id: string } };

    // No reload: the level arrives as an order book delta over the websocket.
    await expect(book.getByRole('row').filter({ hasText: `Bid ${price}` })).toContainText('111.11');
    expect((await trader.delete(`/api/v1/orders/${order.id}`)).ok()).toBe(true);
    await expect(book.getByRole('row').filter({ hasText: `Bid ${price}` })).toHaveCount(0);
  });

  test('the system status panel shows the real connection', async ({ page }) => {
    await page.goto('/realtime');
    const panel = page.getByRole('region', { name: 'System status' });
    for (const name of ['Main API', 'Price Feed', 'Trading Engine', 'Notifications']) {
      await expect(panel.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    }
    await expect(panel.getByRole('listitem').filter({ hasText: 'Main API' })).toContainText('connected', {
      timeout: 15_000,
    });
    await expect(panel.getByText('Operational')).toBeVisible();

    // The server's own figures: this page's socket is one of the live connections; uptime like "2 h 14 min".
    const infrastructure = panel.getByRole('definition').filter({ hasText: /^\d+$/ });
    await expect(panel.getByRole('term').filter({ hasText: 'Live connections' })).toBeVisible();
    await expect(panel.getByRole('term').filter({ hasText: 'Server uptime' })).toBeVisible();
    // With REDIS_URL set the count is labelled as this instance's.
    await expect(panel.getByText(/^Open websockets on (the server|this server instance only)$/)).toBeVisible();
    await expect(infrastructure).toHaveCount(1);
    const connections = Number(await infrastructure.textContent());
    expect(connections).toBeGreaterThanOrEqual(1);
    await expect(panel.getByText(/^\d+ (s|min|h \d+ min|d \d+ h)$/)).toBeVisible();
  });

  test('the notification bell asks a visitor to sign in and lists a user’s notifications', async ({ page }) => {
    await page.goto('/realtime');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText('Sign in to see your notifications.')).toBeVisible();
    await page.keyboard.press('Escape');

    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/realtime');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: 'Your notifications' });
    await expect(region.getByText(/No notifications yet|Mark read|ago|Just now/).first()).toBeVisible();
  });

  test('a new notification arrives live: badge, toast, mark read', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'bell');
    await signInByApi(page, account);
    await page.goto('/realtime');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(
      page.getByRole('region', { name: 'System status' }).getByRole('listitem').filter({ hasText: 'Notifications' }),
    ).toContainText('connected', { timeout: 15_000 });

    // The sandbox grant notifies its user; the page hears it over the private channel.
    expect((await page.request.post('/api/v1/me/sandbox-grant')).ok()).toBe(true);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    const toasts = page.getByRole('list', { name: 'New notifications' });
    await expect(toasts.getByText('Sandbox test funds')).toBeVisible();

    await bell.click();
    const list = page.getByRole('region', { name: 'Your notifications' });
    await expect(list.getByText('Sandbox test funds')).toBeVisible();
    await list.getByRole('button', { name: 'Mark read: Sandbox test funds' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(list.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/realtime');
    await expect(page.getByRole('table', { name: 'VINO/USD order book' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
