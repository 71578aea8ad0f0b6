import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { AdminReport } from '../../src/contracts/reports';
import { getDemoAccount, signInByApi } from './support/demo';

test('the admin reads the analytics report, changes period and type, and exports it', async ({ page }) => {
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  const expected = (await (
    await page.request.get('/api/v1/admin/reports?period=7d&type=financial')
  ).json()) as AdminReport;

  await page.goto('/admin?tab=analytics');
  await expect(page.getByRole('heading', { name: 'Analytics & Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Growth' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'New users per period' }).getByRole('listitem')).toHaveCount(30);

  await page.getByLabel('Period', { exact: true }).selectOption('7d');
  await page.getByLabel('Report type', { exact: true }).selectOption('financial');
  await expect(page.getByRole('list', { name: 'New users per period' }).getByRole('listitem')).toHaveCount(7);
  const table = page.getByRole('region', { name: 'Detailed Report' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Token sales (USD)' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(expected.table.rows.length + 1);
  const totalUsers = page.locator('dl[aria-label="Key figures"] > div').filter({ hasText: 'Total Users' });
  await expect(totalUsers).toContainText(new Intl.NumberFormat('en-US').format(expected.kpis.totalUsers));
  await expect(page.getByText('Target: 15%')).toBeVisible();
  await expect(page.getByText('Target: under 8%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
  await expect(page.getByText(expected.summary[0]!)).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^vino-financial-report-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(expected.table.columns.map((c) => c.label).join(','));
  expect(lines).toHaveLength(expected.table.rows.length + 1);
  await expect(page.getByText('CSV report downloaded successfully!')).toBeVisible();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('PDF report downloaded successfully!')).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
