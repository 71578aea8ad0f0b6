/**
 * /buy-vino when the server refuses a purchase because identity verification is not approved
 * ("with a clear message and a link to start verification"). Demo mode approves every
 * account's KYC, so the server's refusal (assert-purchase-allowed.ts: 403 KYC_REQUIRED with its
 * message and link) is played back for the create-payment-intent call; everything else is real.
 */
import { expect, test } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const KYC_MESSAGE = 'Identity verification (KYC) must be approved before you can buy VINO.';

test('a purchase refused for KYC offers Start verification, which leads to the KYC status', async ({
  page,
  request,
}) => {
  await signInByApi(page, await getDemoAccount(request, 'investor'));
  await page.route('**/api/*/create-payment-intent', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'KYC_REQUIRED', message: KYC_MESSAGE, fields: { link: '/dashboard?tab=verification' } },
      }),
    }),
  );
  await page.goto('/buy-vino');
  await page.getByLabel('Investment amount (USD)').fill('1000');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  const alert = page.getByRole('alert').filter({ hasText: KYC_MESSAGE });
  await expect(alert).toBeVisible();
  const start = alert.getByRole('link', { name: 'Start verification' });
  await expect(start).toBeVisible();

  // Another error (or editing the amount) takes the offer away again.
  await page.getByLabel('Investment amount (USD)').fill('1001');
  await expect(alert).toBeHidden();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await start.click();
  await expect(page).toHaveURL(/\/dashboard\?tab=verification/);
  await expect(page.getByText('KYC status')).toBeVisible();
});
