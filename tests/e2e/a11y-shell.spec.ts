import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  // The footer renders with the page; waiting for it means the whole screen is there.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [name, path, heading] of [
  ['system status', '/supabase-test', 'System Status'],
  ['mailbox', '/mailbox', 'Mailbox'],
  ['not found', '/no-such-page', 'Page not found'],
  ['enterprise (visitor)', '/enterprise', 'Enterprise Command Center'],
] as const) {
  test(`${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the dashboard and the Access Denied screen have no serious or critical violations', async ({ page, request }) => {
  await signInByApi(page, await getDemoAccount(request, 'investor'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
