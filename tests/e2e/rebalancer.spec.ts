/**
 * The portfolio rebalancer on /trading?tab=portfolio as the demo investor: the assets table from the
 * ledger, the threshold slider by keyboard, the auto-rebalance switch saved on the server, and an
 * Execute that places real market orders against the demo market maker, seen in the rebalance
 * history and in the trading history. Plus an accessibility check of the tab.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

async function askLevels(request: APIRequestContext, market: string): Promise<number> {
  const response = await request.get(`/api/v1/markets/${market}/book?depth=15`);
  return ((await response.json()) as { asks: unknown[] }).asks.length;
}

async function myTradeCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/me/trades?period=24h');
  return ((await response.json()) as { total: number }).total;
}

test.describe('portfolio rebalancer', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/trading?tab=portfolio');
    await expect(page.getByRole('heading', { name: 'Portfolio Rebalancer' })).toBeVisible();
    await expect(page.getByText('Sign in to rebalance')).toBeVisible();
  });

  test('the demo investor executes a rebalance that places orders, seen in both histories', async ({ page }) => {
    // On a fresh install the maker's first round also seeds the demo history; give it time.
    test.setTimeout(300_000);
    for (const market of ['VINO-USD', 'VINO-ETH', 'VINO-BTC', 'VINO-USDT'])
      await expect
        .poll(() => askLevels(page.request, market), { timeout: 200_000, intervals: [2_000] })
        .toBeGreaterThanOrEqual(8);
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    const tradesBefore = await myTradeCount(page.request);

    await page.goto('/trading?tab=portfolio');
    const table = page.getByRole('region', { name: 'Assets table' });
    await expect(table.getByRole('row', { name: /VINO-STOCK/ })).toContainText('Needs manual action');
    await expect(table.getByRole('textbox', { name: 'Target for VINO (%)' })).toHaveValue('50');

    // The threshold slider moves by 0.5 with the keyboard; the change is a draft until saved.
    const slider = page.getByRole('slider', { name: 'Rebalance threshold' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('5.5%', { exact: true })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText('5.0%', { exact: true })).toBeVisible();

    // Auto-rebalance is saved on the server: on after a reload, then off again.
    const autoSwitch = page.getByRole('switch', { name: 'Auto-rebalance' });
    await expect(autoSwitch).toHaveAttribute('aria-checked', 'false');
    await autoSwitch.click();
    await expect(page.getByText('Auto-rebalance turned on')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Auto-rebalance' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('switch', { name: 'Auto-rebalance' }).click();
    await expect(page.getByRole('switch', { name: 'Auto-rebalance' })).toHaveAttribute('aria-checked', 'false');

    // The demo investor is far from the default targets: Execute asks first, then places the orders.
    await expect(page.getByRole('list', { name: 'Orders to place' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Execute rebalance' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Execute rebalance?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm and execute' }).click();
    const done = page.getByRole('dialog', { name: 'Rebalance executed' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done.getByText(/filled/).first()).toBeVisible();
    await done.getByRole('button', { name: 'Done' }).click();

    const history = page.getByRole('list', { name: 'Rebalance history' });
    await expect(history.getByRole('listitem').first()).toContainText('Manual');
    await expect(history.getByRole('listitem').first()).toContainText(/fill/);

    // The fills are real trades: the trading history on the spot tab has them.
    expect(await myTradeCount(page.request)).toBeGreaterThan(tradesBefore);
    await page.getByRole('tab', { name: 'Spot Trading' }).click();
    await expect(page.getByRole('table', { name: 'Trading history' }).getByRole('row').nth(1)).toBeVisible();
  });

  test('the portfolio tab has no serious or critical accessibility violations', async ({ page }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/trading?tab=portfolio');
    await expect(page.getByRole('region', { name: 'Assets table' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rebalance history' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
