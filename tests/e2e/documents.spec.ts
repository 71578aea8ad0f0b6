import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const allDocuments = (page: Page) => page.getByRole('region', { name: /All Documents/ });

test.describe('document library', () => {
  test('a public PDF downloads as a real PDF with its listed size, and the count goes up', async ({ page }) => {
    await page.goto('/documents');
    await expect(page.getByRole('heading', { name: 'Featured Documents' })).toBeVisible();
    const summary = page.getByRole('list', { name: 'Library summary' });
    const totalDownloads = summary.getByRole('listitem').filter({ hasText: 'Total Downloads' });
    const before = Number((await totalDownloads.locator('p').nth(1).innerText()).replace(/,/g, ''));

    const card = allDocuments(page).getByRole('article').filter({ hasText: 'Annual Report 2023' });
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('link', { name: /Download Annual Report 2023/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Annual-Report-2023.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const listed = (await page.request.get('/api/v1/documents?slugs=annual-report-2023').then((r) => r.json())) as {
      items: { fileSizeBytes: number }[];
    };
    expect(bytes.length).toBe(listed.items[0]!.fileSizeBytes);
    await expect(totalDownloads).toContainText(String(before + 1));
  });

  test('an accredited-only document is refused to the demo investor, with how to get access', async ({ page }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/documents');
    await page.getByRole('combobox', { name: 'Access level' }).selectOption('accredited');
    const card = allDocuments(page).getByRole('article').filter({ hasText: 'Premium Circle Offering Memorandum' });
    await expect(card.getByRole('link', { name: /Download/ })).toHaveCount(0);
    await card.getByRole('button', { name: /Request Access/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Access required' });
    await expect(dialog).toContainText('This document is available to accredited investors only.');
    await expect(dialog.getByRole('link', { name: 'Request Investor Access' })).toHaveAttribute(
      'href',
      '/investors?tab=portal',
    );
    // The server refuses the file itself too, with the same explanation.
    const refused = await page.request.get('/docs/premium-circle-offering-memorandum.pdf');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toContain('accredited investors only');
    // An investor-level document is open to the same investor.
    const letter = await page.request.get('/docs/quarterly-investor-letter-q4-2023.pdf');
    expect(letter.status()).toBe(200);
  });

  test('a visitor is asked to sign in for an investor document', async ({ page }) => {
    await page.goto('/documents');
    const card = allDocuments(page).getByRole('article').filter({ hasText: 'Quarterly Investor Letter Q4 2023' });
    await card.getByRole('button', { name: /Sign In to Download/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Access required' });
    await expect(dialog).toContainText('Please sign in to download this document.');
    await expect(dialog.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('search filters the list and shows the empty state', async ({ page }) => {
    await page.goto('/documents');
    const search = page.getByRole('searchbox', { name: 'Search documents' });
    await search.fill('ESG');
    await expect(allDocuments(page).getByRole('heading', { level: 2 })).toContainText('(1)');
    await expect(allDocuments(page).getByRole('article')).toHaveCount(1);
    await expect(allDocuments(page).getByRole('article')).toContainText('ESG Report 2023');
    await search.fill('no such document anywhere');
    await expect(page.getByText('No documents found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await search.fill('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('audit');
    await expect(allDocuments(page).getByRole('article').first()).toBeVisible();
    for (const badge of await allDocuments(page).getByRole('article').all()) await expect(badge).toContainText('Audit');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/documents');
    await expect(page.getByRole('heading', { name: 'Featured Documents' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /Sign In to Download/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Access required' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
