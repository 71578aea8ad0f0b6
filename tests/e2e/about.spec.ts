import { expect, test } from '@playwright/test';
import type { Reserves } from '../../src/contracts/metrics';
import { formatInteger } from '../../src/domain/format';

test.describe('about page', () => {
  test('the four tabs switch their panels', async ({ page }) => {
    await page.goto('/about');
    const tabs = [
      { name: 'Overview', heading: 'A stablecoin with a cellar behind it' },
      { name: 'RWA Stablecoin', heading: 'Tokenomics' },
      { name: 'Stability Mechanism', heading: 'How VINO holds its peg' },
      { name: 'Development Roadmap', heading: 'Development Roadmap' },
    ];
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab.name }).click();
      await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(tab.heading);
    }
    await expect(page.getByRole('tabpanel').getByText('In Progress')).toBeVisible();
  });

  test('the stats row shows supply and backing from the reserves API', async ({ page, request }) => {
    const reserves = (await (await request.get('/api/v1/reserves')).json()) as Reserves;
    await page.goto('/about');
    await expect(page.getByText(`${formatInteger(reserves.circulating_supply)} VINO`)).toBeVisible();
    await expect(page.getByText(`${Number(reserves.backing_ratio).toFixed(1)}%`)).toBeVisible();
    await expect(page.getByText('Uncapped', { exact: true })).toBeVisible();
    await expect(page.getByText('1 VINO = 1 USD', { exact: true })).toBeVisible();
  });

  test('the landing tail links the whitepaper and the configured GitHub URL', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Download Whitepaper' })).toHaveAttribute(
      'href',
      '/docs/whitepaper.pdf',
    );
    const github = page.getByRole('link', { name: /View on GitHub/ });
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
  });
});
