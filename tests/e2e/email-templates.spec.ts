/**
 * E-mail templates: the admin previews a template in Email Marketing → Templates, its
 * HTML rendered with sample data in a sandboxed frame and its plain-text part. Axe on the tab.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const expect = baseExpect.configure({ timeout: 20_000 });

test('the admin previews the payment confirmation template, HTML and plain text', async ({ page, request }) => {
  // A fresh load of the lazy tab chunk and an axe run on a loaded CI machine.
  test.setTimeout(90_000);
  await signInByApi(page, await getDemoAccount(request, 'admin'));
  await page.goto('/email-marketing?tab=templates');
  await expect(page.getByRole('tab', { name: 'Templates', selected: true })).toBeVisible();
  // One entry per template the mailer renders (the spec's ten plus the product's own mails).
  const rendered = await page.request.get('/api/v1/admin/email/templates');
  const { templates } = (await rendered.json()) as { templates: { name: string }[] };
  expect(templates.length).toBeGreaterThanOrEqual(10);
  const list = page.getByRole('list', { name: 'Email templates' });
  await expect(list.getByRole('button')).toHaveCount(templates.length);

  await list.getByRole('button', { name: /Payment confirmation/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment confirmation', level: 3 })).toBeVisible();
  await expect(page.getByText('Subject: Your VINO purchase is confirmed')).toBeVisible();
  const mail = page.frameLocator('iframe[title="Payment confirmation e-mail preview"]');
  await expect(mail.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  await expect(mail.getByText('$1,250.00').first()).toBeVisible();
  await expect(page.locator('pre')).toContainText('Amount paid: $1,250.00');

  await page.getByRole('button', { name: 'phone' }).click();
  await expect(page.getByRole('button', { name: 'phone' })).toHaveAttribute('aria-pressed', 'true');

  // The mail in the sandboxed frame runs no scripts (axe cannot enter it) and is not the app's page.
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
