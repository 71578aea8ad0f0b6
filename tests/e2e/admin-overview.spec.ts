import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdminOverview } from '../../src/contracts/admin-overview';
import { METRICS } from '../../src/domain/metrics/metric-catalogue';
import { getDemoAccount, signInByApi } from './support/demo';

const TABS = [
  'Dashboard',
  'User Management',
  'Content Management',
  'Wine Assets',
  'Analytics & Reports',
  'Compliance & Audit',
  'System Settings',
] as const;

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the admin sees the dashboard figures, reads an alert and resolves it', async ({ page }) => {
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  // A forged webhook call: the payment webhook rule raises a real alert.
  const forged = await page.request.post('/api/sandbox/webhook', {
    data: JSON.stringify({ id: `evt_forged_${Date.now()}`, type: 'payment_intent.succeeded' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(forged.status()).toBe(400);
  const overview = (await (await page.request.get('/api/v1/admin/overview')).json()) as AdminOverview;

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Platform Overview' })).toBeVisible();
  const totalUsers = page.locator('dl[aria-label="Platform metrics"] > div').filter({ hasText: 'Total Users' });
  await expect(totalUsers).toContainText(new Intl.NumberFormat('en-US').format(overview.stats.total_users));
  for (const label of ['Total Revenue', '24h Revenue', 'Total Transactions', 'Total Wine Value', 'Total Staked'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  // "How is this computed" is a keyboard-reachable button that opens the catalogue's sentence.
  const how = totalUsers.getByRole('button', { name: 'How is this computed: Users' });
  await how.focus();
  await page.keyboard.press('Enter');
  await expect(how).toHaveAttribute('aria-expanded', 'true');
  await expect(totalUsers.getByText(METRICS.users.how)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Platform Growth' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Daily sign-ups' }).getByRole('listitem')).toHaveCount(7);

  const alerts = page.getByRole('region', { name: 'System Alerts' });
  const item = alerts.getByRole('listitem').filter({ hasText: 'Payment webhook from sandbox failed' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('What raised it')).toBeVisible();
  await expect(dialog.getByText('HTTP status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  await item.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Alert resolved.')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('every admin tab has no serious or critical accessibility violations', async ({ page }) => {
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Platform Overview' })).toBeVisible();
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // The tab's own panel (User Management holds sub-tabs with panels of their own).
    const panel = page.getByRole('tabpanel', { name: tab, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Loading…')).toHaveCount(0);
    await expect(panel.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});
