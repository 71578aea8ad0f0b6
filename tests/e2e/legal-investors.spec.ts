import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi, uniqueEmail } from './support/demo';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('legal and compliance', () => {
  test('opens on Financial Compliance with the accredited investor definition', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.getByRole('tab', { name: 'Financial Compliance' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByText(
        'net worth over $1 million excluding home, or income over $200,000 in each of the last two years, or joint income over $300,000',
      ),
    ).toBeVisible();
    for (const badge of ['SEC registered', 'SOC 2 Type II', 'GDPR compliant', 'AML program'])
      await expect(page.getByRole('list', { name: 'Compliance credentials' })).toContainText(badge);
    await expect(page.getByRole('link', { name: 'Contact Legal Department' })).toHaveAttribute('href', /^\/contact/);
    await expect(page.getByRole('link', { name: 'Compliance Inquiry' })).toHaveAttribute('href', /^\/contact/);
  });

  test('tabs switch with the URL, and the six reports download as PDFs', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('tab', { name: 'Risk Disclaimers' }).click();
    await expect(page).toHaveURL(/tab=risk/);
    await expect(page.getByRole('link', { name: 'Get Expert Advice' })).toHaveAttribute('href', /^\/contact/);
    await page.getByRole('tab', { name: 'KYC/AML' }).click();
    await expect(page.getByRole('heading', { name: 'Know Your Customer (KYC)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Compliance Reports' }).click();
    const reports = page.getByRole('list', { name: 'Compliance reports' }).getByRole('article');
    await expect(reports).toHaveCount(6);
    for (const type of ['Security', 'Compliance', 'Policy', 'Financial', 'Risk', 'Privacy'])
      await expect(page.getByRole('list', { name: 'Compliance reports' })).toContainText(type);
    const downloadPromise = page.waitForEvent('download');
    await reports
      .filter({ hasText: 'Privacy Policy' })
      .getByRole('link', { name: /Download Privacy Policy/ })
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Privacy-Policy.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Compliance Reports' })).toHaveAttribute('aria-selected', 'true');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.getByRole('tab', { name: 'Financial Compliance' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/legal?tab=reports');
    await expect(page.getByRole('list', { name: 'Compliance reports' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('investors', () => {
  test('the education calculator compounds 11% a year', async ({ page }) => {
    await page.goto('/investors');
    await expect(page.getByRole('tab', { name: 'RWA Education' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('$16,850.58')).toBeVisible();
    const horizon = page.getByRole('slider', { name: 'Investment horizon' });
    await horizon.focus();
    await page.keyboard.press('ArrowRight');
    // 10,000 x 1.11^6
    await expect(page.getByText('$18,704.15')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy RWA Coin' })).toHaveAttribute('href', '/buy-vino');
  });

  test('the education tab gives its measured figures as the annual report’s, with a link to it', async ({ page }) => {
    await page.goto('/investors');
    const reasons = page.getByRole('region', { name: 'Why Invest in VINO' }).getByRole('listitem');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const figure of ['11.2% in 2023', '99.98% of the time in 2023']) {
        const item = reasons.filter({ hasText: figure });
        await expect(item).toContainText('Source: Annual Report 2023');
        await expect(item.getByRole('link', { name: 'Annual Report 2023' })).toHaveAttribute(
          'href',
          '/documents?category=report',
        );
      }
    }
    await expect(page.getByText('11.2% a year')).toHaveCount(0);
  });

  test('a visitor is offered a real sign-in that returns to the portal', async ({ page }) => {
    await page.goto('/investors?tab=portal');
    await page.getByRole('link', { name: 'Sign In to the Portal' }).click();
    await expect(page).toHaveURL(/\/auth/);
    const investor = await getDemoAccount(page.request, 'investor');
    await page.getByLabel('Email', { exact: true }).fill(investor.email);
    await page.getByLabel('Password', { exact: true }).fill(investor.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/investors\?tab=portal/);
    await expect(page.getByRole('heading', { name: 'Your Holdings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Download History' })).toBeVisible();
  });

  test('the signed-in portal lists documents and records downloads in the history', async ({ page }) => {
    await signInByApi(page, await getDemoAccount(page.request, 'investor'));
    await page.goto('/investors?tab=portal');
    const documents = page.getByRole('region', { name: 'Your Documents' });
    await expect(documents.getByText('Quarterly Investor Letter Q4 2023', { exact: true })).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await documents.getByRole('link', { name: /Download Quarterly Investor Letter Q4 2023/ }).click();
    await downloadPromise;
    const history = page.getByRole('region', { name: 'Download History' });
    await expect(history.getByRole('link', { name: 'Quarterly Investor Letter Q4 2023' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', /^\/contact/);
  });

  test('Request Investor Access stores a request and confirms it', async ({ page }) => {
    await page.goto('/investors?tab=portal');
    await page.getByRole('button', { name: 'Request Investor Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Investor Access' });
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
    const email = uniqueEmail('access');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Family office, accredited.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('Request received')).toBeVisible();
    // The confirmation mail is in the demo mailbox.
    const mailbox = await page.request.get('/api/v1/mailbox');
    expect(JSON.stringify(await mailbox.json())).toContain(email);
  });

  test('Resources lists the six PDFs', async ({ page }) => {
    await page.goto('/investors?tab=resources');
    const resources = page.getByRole('list', { name: 'Investor resources' }).getByRole('article');
    await expect(resources).toHaveCount(6);
    for (const title of [
      'Annual Report 2023',
      'Investor Presentation',
      'Q4 2023 Earnings Report',
      'ESG Report 2023',
      'Wine Portfolio Analysis',
      'VINO Technical Whitepaper',
    ])
      await expect(page.getByRole('list', { name: 'Investor resources' })).toContainText(title);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/investors');
    await expect(page.getByRole('heading', { name: 'Investment Calculator' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/investors?tab=portal');
    await expect(page.getByRole('link', { name: 'Sign In to the Portal' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
