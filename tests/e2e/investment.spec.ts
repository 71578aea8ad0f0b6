import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('dual investment page', () => {
  test('stock and token cards show the price service quotes, labelled', async ({ page }) => {
    await page.goto('/investment');
    const stock = page.getByRole('article', { name: 'VINO Stock' });
    await expect(stock.getByText('$45.67')).toBeVisible();
    await expect(stock.getByText('$250.0M')).toBeVisible();
    await expect(stock.getByText('18.5x')).toBeVisible();
    await expect(stock.getByText('2.4%')).toBeVisible();
    await expect(stock.getByText('Delayed reference data')).toBeVisible();
    // The token quote is the exchange's last VINO/USD trade once the demo market has traded,
    // else the reference row: the card shows whichever the price service answers, with its label.
    const { token: tokenQuote } = (await (await page.request.get('/api/v1/prices')).json()) as {
      token: { price: string; source_label: string };
    };
    const token = page.getByRole('article', { name: 'VINO Token' });
    await expect(token.getByText(`$${tokenQuote.price}`)).toBeVisible();
    await expect(token.getByText(tokenQuote.source_label)).toBeVisible();
    await expect(token.getByText('$50.0M')).toBeVisible();
    await expect(token.getByText('102%')).toBeVisible();
    await expect(token.getByText('8.5%')).toBeVisible();
    await expect(page.getByText('+24.5%')).toBeVisible();
    await expect(page.getByText('+18.2%')).toBeVisible();
  });

  test('buttons go to real destinations', async ({ page }) => {
    await page.goto('/investment');
    await expect(page.getByRole('link', { name: 'Investor Presentation' })).toHaveAttribute(
      'href',
      '/trading?tab=stock',
    );
    await expect(page.getByRole('link', { name: 'Annual Report' })).toHaveAttribute(
      'href',
      '/docs/annual-report-2023.pdf',
    );
    await expect(page.getByRole('link', { name: 'Buy Stock' })).toHaveAttribute('href', '/trading?symbol=VINO-STOCK');
    await expect(page.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/buy-vino');
    await expect(page.getByRole('link', { name: 'Download Whitepaper' })).toHaveAttribute(
      'href',
      '/docs/whitepaper.pdf',
    );
    const config = (await (await page.request.get('/api/v1/system/config')).json()) as { githubUrl: string };
    await expect(page.getByRole('link', { name: /View on GitHub/ })).toHaveAttribute('href', config.githubUrl);
  });

  test('allocation presets: Balanced is recommended and selected first', async ({ page }) => {
    await page.goto('/investment');
    const group = page.getByRole('radiogroup', { name: 'Allocation preset' });
    await expect(group.getByRole('radio', { name: /Balanced/ })).toHaveAttribute('aria-checked', 'true');
    await expect(group.getByRole('radio', { name: /Balanced/ })).toContainText('Recommended');
    await group.getByRole('radio', { name: /Aggressive/ }).click();
    await expect(page.getByText('VINO Token 70%')).toBeVisible();
  });

  test('timeline starts at 2020 and changes with the chosen year', async ({ page }) => {
    await page.goto('/investment');
    const years = page.getByRole('radiogroup', { name: 'Timeline year' });
    await expect(years.getByRole('radio')).toHaveCount(7);
    await expect(years.getByRole('radio', { name: '2020' })).toHaveAttribute('aria-checked', 'true');
    const bars = page.getByRole('list', { name: /^Wine index from 2000 to/ });
    await expect(bars.getByRole('listitem')).toHaveCount(6);
    await years.getByRole('radio', { name: '2024' }).click();
    await expect(page.getByText('+187%')).toBeVisible();
    await expect(page.getByText('Tokenized wine')).toBeVisible();
    await expect(bars.getByRole('listitem')).toHaveCount(7);
    await years.getByRole('radio', { name: '2008' }).click();
    await expect(bars.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('+68%')).toBeVisible();
  });

  test('calculator compounds with the spec sliders and scenarios', async ({ page }) => {
    await page.goto('/investment');
    const amount = page.getByRole('slider', { name: 'Initial investment' });
    await expect(amount).toHaveAttribute('min', '1000');
    await expect(amount).toHaveAttribute('max', '1000000');
    await expect(amount).toHaveAttribute('step', '1000');
    await expect(amount).toHaveValue('10000');
    await expect(page.getByRole('slider', { name: 'Investment period' })).toHaveValue('5');
    await expect(page.getByRole('slider', { name: 'Expected annual return' })).toHaveValue('8.7');
    // 10,000 x 1.087^5 = 15,175.66
    await expect(page.getByText('$15,176').first()).toBeVisible();
    await page.getByRole('button', { name: /12.2%/ }).click();
    // 10,000 x 1.122^5 = 17,781.33
    await expect(page.getByText('$17,781').first()).toBeVisible();
    await page.getByRole('slider', { name: 'Investment period' }).fill('10');
    // 10,000 x 1.122^10 = 31,617.58
    await expect(page.getByText('$31,618').first()).toBeVisible();
    await expect(page.getByText(/S&P 500/)).toBeVisible();
    await expect(page.getByText(/Disclaimer/)).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/investment');
    await expect(page.getByRole('article', { name: 'VINO Stock' }).getByText('$45.67')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Timeline year' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
