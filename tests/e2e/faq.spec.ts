import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/demo';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const question = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name.replace('?', '\\?')) });

test.describe('FAQ (/qa)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/qa');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByText('12 questions')).toBeVisible();
  });

  test('opens the first item and toggles items independently', async ({ page }) => {
    const first = question(page, 'What is VINO?');
    const second = question(page, 'What backs the VINO token?');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('VINO is a real-world-asset stablecoin backed by a reserve')).toBeVisible();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('VINO is a real-world-asset stablecoin backed by a reserve')).toBeHidden();
  });

  test('searches question, answer and category, with the empty state', async ({ page }) => {
    const search = page.getByLabel('Search questions');
    // Matches an answer only.
    await search.fill('legacy circle');
    await expect(page.getByText('2 of 12 questions')).toBeVisible();
    await expect(question(page, 'Can I redeem my tokens for physical wine?')).toBeVisible();
    // Matches a category name only.
    await search.fill('CORPORATE STRUCTURE');
    await expect(page.getByText('1 of 12 questions')).toBeVisible();
    await expect(question(page, 'Who stands behind VINO?')).toBeVisible();

    await search.fill('no such thing at all');
    await expect(page.getByText('No questions found')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('12 questions')).toBeVisible();
  });

  test('filters by category chip', async ({ page }) => {
    const chips = page.getByRole('group', { name: 'Filter by category' });
    await chips.getByRole('button', { name: 'Investment' }).click();
    await expect(chips.getByRole('button', { name: 'Investment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 of 12 questions')).toBeVisible();
    await expect(question(page, 'Is there a minimum investment?')).toBeVisible();
    await chips.getByRole('button', { name: 'All' }).click();
    await expect(page.getByText('12 questions')).toBeVisible();
  });

  test('links to /contact and stores a newsletter address', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const box = page.getByRole('region', { name: 'Newsletter' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter your email address first.')).toBeVisible();
    await box.getByLabel('Email address').fill(uniqueEmail('faq'));
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Subscribed successfully')).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue('');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    expect(await seriousViolations(page)).toEqual([]);
  });
});
