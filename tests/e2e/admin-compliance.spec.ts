import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { samplePdf } from '../../src/server/modules/kyc/kyc-sample-files';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A calendar day `days` from today (UTC, as the server counts). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin creates a compliance item due in 12 days: it is marked due soon, counted and scheduled', async ({
  page,
}) => {
  // Five axe passes over card-heavy screens: above the default timeout on a loaded CI machine.
  test.setTimeout(180_000);
  const title = `Sanctions screening ${Date.now()}`;
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/admin?tab=compliance');
  await expect(page.getByRole('tab', { name: 'Compliance Items', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Compliance items' })).toBeVisible();
  const dueSoonTile = page.getByRole('definition').filter({ hasText: 'within 30 days' });
  const dueSoonBefore = Number((await dueSoonTile.innerText()).match(/^\d+/)![0]);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'New Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Item' });
  // The contract's rules run before anything is sent.
  await dialog.getByRole('button', { name: 'Create Item' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Responsible is required')).toBeVisible();
  await expect(dialog.getByText('Enter the next review date')).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption({ label: 'AML' });
  await dialog.getByLabel('Risk level').selectOption({ label: 'High' });
  await dialog.getByLabel('Responsible').fill('Compliance Team');
  await dialog.getByLabel('Next review').fill(dayFromToday(12));
  await dialog.getByLabel('Attach a file').setInputFiles({
    name: 'screening-policy.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(['Screening policy']),
  });
  await expect(dialog.getByText('screening-policy.pdf will be attached when you save.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Item' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Due soon')).toBeVisible();
  await expect(card.getByRole('link', { name: 'screening-policy.pdf' })).toBeVisible();
  await expect(dueSoonTile).toContainText(String(dueSoonBefore + 1));
  await page.getByLabel('Next review').selectOption({ label: 'Due soon' });
  await expect(card).toBeVisible();

  await page.getByRole('tab', { name: 'Audit Reports' }).click();
  await expect(page.getByRole('list', { name: 'Audit reports' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('list', { name: 'Document vault' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Access Document Vault' })).toHaveAttribute(
    'href',
    '/documents?access=admin',
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Schedule' }).click();
  const entry = page
    .getByRole('list', { name: 'Upcoming reviews and audits' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(entry.getByText('Due soon')).toBeVisible();
  await expect(entry.getByText('in 12 days', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
