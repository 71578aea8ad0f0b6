import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { samplePdf } from '../../src/server/modules/kyc/kyc-sample-files';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openContentTab(page: Page, tab: 'Documents' | 'Announcements') {
  await page.goto('/admin?tab=content');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
}

test('an admin uploads an investor document and the demo investor downloads it from /documents', async ({
  page,
  browser,
}) => {
  const title = `Cellar Audit ${Date.now()}`;
  const pdf = samplePdf([title, 'Uploaded in the admin panel']);
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await openContentTab(page, 'Documents');
  await expect(page.getByRole('region', { name: 'Documents table' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  // A PNG under a .pdf name is refused by the server, with the message under the file field.
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  await dialog.getByLabel('PDF file').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: png });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Independent audit of the cellar, for investors.');
  await dialog.getByLabel('Category').selectOption('audit');
  await dialog.getByLabel('Access level').selectOption('investor');
  await dialog.getByLabel('Tags (comma separated)').fill('audit, e2e');
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(dialog.getByText('The file is not a PDF. Upload a PDF document.').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog
    .getByLabel('PDF file')
    .setInputFiles({ name: 'cellar-audit.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('cellar-audit.pdf');
  await expect(row).toContainText('Investor');

  const investor = await browser.newPage();
  await signInByApi(investor, await getDemoAccount(investor.request, 'investor'));
  await investor.goto('/documents');
  await investor.getByRole('searchbox', { name: 'Search documents' }).fill(title);
  const card = investor
    .getByRole('region', { name: /All Documents/ })
    .getByRole('article')
    .filter({ hasText: title });
  const downloadPromise = investor.waitForEvent('download');
  await card.getByRole('link', { name: new RegExp(`Download ${title}`) }).click();
  const download = await downloadPromise;
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
  await investor.close();

  // The count is kept and shown to the admin.
  await page.reload();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(4)).toHaveText('1');
});

test('an admin creates an announcement for investors; the demo investor sees it and dismisses it for good', async ({
  page,
  browser,
}) => {
  const title = `Vault inspection ${Date.now()}`;
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await openContentTab(page, 'Announcements');
  await page.getByRole('button', { name: 'Create Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill('Bordeaux vault visits pause on Friday.');
  await dialog.getByLabel('Severity').selectOption('warning');
  await dialog.getByLabel('Audience').selectOption('investors');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(dialog).toBeHidden();
  const item = page.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Active');
  await expectNoSeriousViolations(page);

  // A visitor is not in the audience.
  const visitor = await browser.newPage();
  const visitorAnswer = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/announcements'));
  await visitor.goto('/');
  await visitorAnswer;
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();

  const investor = await browser.newPage();
  await signInByApi(investor, await getDemoAccount(investor.request, 'investor'));
  await investor.goto('/');
  const banner = investor.getByRole('region', { name: 'Announcements' });
  await expect(banner).toContainText(title);
  // The banner hides it at once; the reload below would cancel the dismissal still on its way.
  const dismissed = investor.waitForResponse((r) => r.url().endsWith('/dismiss') && r.request().method() === 'POST');
  await banner.getByRole('button', { name: `Dismiss announcement: ${title}` }).click();
  await expect(investor.getByText(title)).toHaveCount(0);
  await dismissed;
  const answer = investor.waitForResponse((r) => r.url().endsWith('/api/v1/announcements'));
  await investor.reload();
  await answer;
  await expect(investor.getByText(title)).toHaveCount(0);
  await investor.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await expect(item).toContainText('dismissed by 1');
  await item.getByRole('button', { name: `End ${title} early` }).click();
  await page.getByRole('alertdialog', { name: 'End announcement' }).getByRole('button', { name: 'End now' }).click();
  await expect(item).toContainText('Ended');
});
