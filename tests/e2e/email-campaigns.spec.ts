/**
 * E-mail campaigns: a confirmed subscriber; the admin writes a campaign, previews it
 * and sends it (the spec's confirmation, then "Campaign sent successfully!"); the subscriber opens
 * it in /mailbox, clicks its link (through the signed redirect) and unsubscribes from it; the
 * Email Analytics tab shows the click and the unsubscribe. Axe on the Email Campaigns tab, the
 * editor with its preview and the Email Analytics tab.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi, uniqueEmail } from './support/demo';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The mail previews are sandboxed frames (no scripts, so axe cannot enter them) and not the app's page. */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openMail(page: Page, email: string, subject: string | RegExp) {
  await page.goto('/mailbox');
  const source = typeof subject === 'string' ? subject : subject.source;
  await page
    .getByRole('button', { name: new RegExp(`${source}.*To ${email.replace(/[.+]/g, '\\$&')}`) })
    .first()
    .click();
  return page.frameLocator('iframe[title^="Email:"]');
}

test('campaign: create, preview, send; open, click and unsubscribe from the mailbox; the stats move', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('campaign');
  const name = `Harvest notes ${Date.now()}`;
  expect((await page.request.post('/api/v1/newsletter', { data: { email } })).ok()).toBe(true);
  await (
    await openMail(page, email, 'Confirm your subscription')
  )
    .getByRole('link', { name: 'Confirm subscription' })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  await page.goto('/email-marketing?tab=campaigns');
  await expect(page.getByRole('term').filter({ hasText: 'Total Sent' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await dialog.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('textbox', { name: 'Subject', exact: true }).fill('Harvest notes for {{first_name}}');
  await dialog
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('Hello {{first_name}},\n\nThe harvest is in. [Read the notes](/blog)');
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.frameLocator('iframe[title="Email preview"]').getByText('The harvest is in.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send campaign' });
  await expect(
    confirm.getByText('Are you sure you want to send this campaign? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Campaign sent successfully!')).toBeVisible({ timeout: 60_000 });

  const mail = await openMail(page, email, 'Harvest notes for there');
  await mail.getByRole('link', { name: 'Read the notes' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const again = await openMail(page, email, 'Harvest notes for there');
  await again.getByRole('link', { name: 'Unsubscribe' }).first().click();
  await expect(page.getByText('You have been unsubscribed from all emails.')).toBeVisible();

  await page.goto('/email-marketing?tab=analytics');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('definition').nth(2)).toHaveText(/^1/); // Clicks
  await expect(card.getByRole('definition').nth(3)).toHaveText(/^1/); // Unsubscribes
  await expect(card.getByRole('img', { name: /opens and clicks per hour/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
