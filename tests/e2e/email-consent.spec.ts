/**
 * E-mail consent: sign up to the newsletter in the footer, confirm from the mailbox
 * (double opt-in), save preferences and see them after a reload, unsubscribe with the mail's
 * signed link, and the admin's Subscriber Management (filters, import report). Axe on each page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi, uniqueEmail } from './support/demo';

// Each step opens a page from a mail link (a fresh load of lazy chunks): allow a loaded CI machine time.
const expect = baseExpect.configure({ timeout: 20_000 });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens the newest mail to `email` with `subject` in /mailbox and clicks `link` in it. */
async function followMailLink(page: Page, email: string, subject: string, link: string | RegExp) {
  await page.goto('/mailbox');
  await page
    .getByRole('button', { name: new RegExp(`${subject}.*To ${email.replace(/[.+]/g, '\\$&')}`) })
    .first()
    .click();
  await page.frameLocator('iframe[title^="Email:"]').getByRole('link', { name: link }).first().click();
}

test('newsletter: sign up, confirm from the mailbox, preferences save and reload, unsubscribe from all, unsubscribe by link', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('news');
  await page.goto('/about');
  const footer = page.getByRole('form', { name: 'Join the newsletter' });
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Welcome to VINO! Check your email for confirmation.')).toBeVisible();

  await followMailLink(page, email, 'Confirm your subscription', 'Confirm subscription');
  await expect(page).toHaveURL(/\/newsletter\/confirm\?token=/);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  await followMailLink(page, email, 'Welcome to VINO updates', 'Email preferences');
  await expect(page.getByRole('heading', { name: 'Email Preferences', level: 1 })).toBeVisible();
  const marketing = page.getByRole('switch', { name: 'Marketing' });
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Security' })).toBeDisabled();
  await expect(
    page.getByText('Important account and security notices will continue to be sent even after unsubscribing.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await marketing.click();
  await page.getByLabel('Email frequency').selectOption('monthly');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(page.getByText('Email preferences saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible({ timeout: 5_000 });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Email frequency')).toHaveValue('monthly');
  await page.getByRole('button', { name: 'Unsubscribe from all emails' }).click();
  const confirmAll = page.getByRole('alertdialog', { name: 'Unsubscribe from all emails' });
  await expect(confirmAll.getByText(/^Are you sure you want to unsubscribe from all emails\? /)).toBeVisible();
  await confirmAll.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You have been unsubscribed from all emails.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Security' })).toHaveAttribute('aria-checked', 'true');

  await followMailLink(page, email, 'Welcome to VINO updates', 'Unsubscribe');
  await expect(page.getByRole('heading', { name: "You're Unsubscribed" })).toBeVisible();
  await expect(page.getByText('You have been unsubscribed from all emails.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Customize Preferences Instead' }).click();
  await expect(page.getByRole('switch', { name: 'Newsletters' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');

  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: 'Invalid Unsubscribe Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
});

test('the inline card on the home page: name and interests, the spec texts, recorded with source and page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('inline');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Subscribe to VINO insights' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(card.getByText('Please enter your email address.')).toBeVisible();
  await card.getByLabel('Email address').fill(email);
  await card.getByLabel('Name (optional)').fill('Ines Inline');
  await card.getByRole('button', { name: 'Market Analysis & Trends' }).click();
  await expect(card.getByRole('button', { name: 'Market Analysis & Trends' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(card.getByText('Welcome to VINO! Check your email for confirmation.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await signInByApi(page, await getDemoAccount(request, 'admin'));
  const found = await page.request.get(`/api/v1/admin/email/subscribers?q=${encodeURIComponent(email)}`);
  expect(found.ok()).toBe(true);
  const { items } = (await found.json()) as {
    items: { email: string; name: string; interests: string[]; source: string; sourcePage: string; status: string }[];
  };
  expect(items).toEqual([
    expect.objectContaining({
      email,
      name: 'Ines Inline',
      interests: ['Market Analysis & Trends'],
      source: 'home',
      sourcePage: '/',
      status: 'pending',
    }),
  ]);
});

test('Subscriber Management: filters, segment counts and an import that reports its bad rows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('subs');
  expect((await request.post('/api/v1/newsletter', { data: { email, name: 'Sally Subscriber' } })).ok()).toBe(true);
  await signInByApi(page, await getDemoAccount(request, 'admin'));
  // The page opens on Email Campaigns, the spec's first tab, with its tiles; each other tab has its address.
  await page.goto('/email-marketing');
  await expect(page.getByRole('tab', { name: 'Email Campaigns', selected: true })).toBeVisible();
  await expect(page.getByText('Avg Open Rate')).toBeVisible();
  await page.getByRole('tab', { name: 'Subscriber Management' }).click();
  await expect(page).toHaveURL(/\?tab=subscribers$/);
  await expect(page.getByRole('heading', { name: 'Audience segments' })).toBeVisible();
  await page.getByLabel('Search subscribers').fill(email.slice(0, 20));
  await page.getByLabel('Status').selectOption('pending');
  const table = page.getByRole('region', { name: 'Subscribers table' });
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Pending confirmation');
  await expectNoSeriousAxeViolations(page);
  // On a phone the table scrolls inside its box; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
  const imported = uniqueEmail('imported');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'subscribers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,name\n${imported},Ivan Import\nnot-an-email,Bad Row\n`),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('1 imported')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Rejected rows' })).toContainText(
    'Please enter a valid email address',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('tab', { name: 'Email Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeVisible();

  // The Email Preferences tab: who receives each category, and the suppression list.
  await page.getByRole('tab', { name: 'Email Preferences' }).click();
  const categories = page.getByRole('region', { name: 'Category choices' });
  await expect(categories.getByRole('row', { name: /Newsletters/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suppression list' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
