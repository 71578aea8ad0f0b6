/**
 * KYC on both sides: an investor who is not approved submits documents, the admin claims
 * the case and rejects it with a reason, the e-mail shows in the mailbox, the investor submits again,
 * the admin approves, and the investor can buy. Demo mode approves new accounts by a sandbox check,
 * so the investor first drops that approval (the demo's own way into the real review).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { samplePdf, samplePng } from '../../src/server/modules/kyc/kyc-sample-files';
import { createVerifiedAccount } from './support/accounts';
import { getDemoAccount, signInByApi } from './support/demo';

const REASON = 'The passport photo is too blurry to read.';

const verificationTab = (page: Page) => page.getByRole('tabpanel', { name: 'Verification' });

async function uploadDocuments(page: Page) {
  await page.getByLabel('Identity document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: samplePng(7),
  });
  await page.getByLabel('Proof of address').setInputFiles({
    name: 'utility-bill.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(['Proof of address', 'E2E test']),
  });
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for review' })).toBeVisible();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openKycReview(page: Page) {
  await page.goto('/admin?tab=users');
  await page.getByRole('tab', { name: 'KYC Review' }).click();
  await expect(page.getByRole('heading', { name: 'KYC Review', level: 2 })).toBeVisible();
}

test('KYC: submit, claim and reject with a reason, e-mail, resubmit, approve, then buy', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const investor = await createVerifiedAccount(request, 'kyc');
  await signInByApi(page, investor);
  // The sandbox approved the new account; drop it to go through the real review.
  expect((await page.request.post('/api/v1/me/kyc/sandbox-opt-out', { data: {} })).ok()).toBe(true);

  await page.goto('/dashboard?tab=verification');
  await expect(verificationTab(page).getByText('Not started')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A file that is not a PDF/JPEG/PNG is refused before upload, whatever its name.
  await page.getByLabel('Identity document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a this is not a PNG'),
  });
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('Identity document: only PDF, JPEG or PNG files are accepted.')).toBeVisible();
  await uploadDocuments(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, await getDemoAccount(request, 'admin'));
  await openKycReview(admin);
  const card = admin.getByRole('article').filter({ hasText: investor.email });
  await card.getByRole('button', { name: /^Claim/ }).click();
  await expect(card.getByText(/Claimed by/)).toBeVisible();
  await expect(card.getByText(/You \(Demo Admin\)/)).toBeVisible();

  await card.getByRole('button', { name: /^View identity document/ }).click();
  const viewer = admin.getByRole('dialog', { name: /Identity document/ });
  await expect(viewer.getByRole('img', { name: /Identity document of/ })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();

  await expectNoSeriousAxeViolations(admin);

  await card.getByRole('button', { name: /^Reject/ }).click();
  const prompt = admin.getByRole('dialog', { name: /Reject KYC submission/ });
  await prompt.getByRole('button', { name: 'Reject' }).click();
  await expect(prompt.getByText('A reason is required to reject a KYC submission.')).toBeVisible();
  await prompt.getByLabel('Please provide a reason for rejection:').fill(REASON);
  await prompt.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('KYC submission rejected.')).toBeVisible();

  // The KYC rejected e-mail, with the reason, in the development mailbox.
  await page.goto('/mailbox');
  const mail = page.getByRole('button', {
    name: new RegExp(`needs new documents.*To ${investor.email.replace(/[.+]/g, '\\$&')}`, 'i'),
  });
  await mail.first().click();
  await expect(page.frameLocator('iframe[title^="Email:"]').getByText(REASON)).toBeVisible();

  // Resubmission after the rejection.
  await page.goto('/dashboard?tab=verification');
  await expect(verificationTab(page).getByText(REASON)).toBeVisible();
  await uploadDocuments(page);

  await openKycReview(admin);
  await card.getByRole('button', { name: /^Claim/ }).click();
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByText('KYC submission approved.')).toBeVisible();
  await adminContext.close();

  await page.goto('/dashboard?tab=verification');
  await expect(verificationTab(page).getByText('Your identity is verified')).toBeVisible();
  // The purchase is no longer refused for KYC: the payment step opens.
  await page.goto('/buy-vino?amount=1000');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Step 2 of 2: Payment')).toBeVisible();
});
