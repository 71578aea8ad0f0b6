import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility of content pages', () => {
  test('home page has no serious or critical violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Platform metrics' }).getByText('Total Users')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured wines' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('contact page has no serious or critical violations, with and without errors', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('about page has no serious or critical violations', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
