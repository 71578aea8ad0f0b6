import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/demo';

/** Creates and verifies an account through the API and the demo mailbox. */
async function createVerifiedAccount(request: APIRequestContext) {
  const account = { name: 'Theme Tester', email: uniqueEmail('theme'), password: 'a-long-password-1' };
  expect((await request.post('/api/auth/sign-up/email', { data: account })).ok()).toBe(true);
  const mailbox = (await (await request.get('/api/v1/mailbox')).json()) as { items: { to: string; text: string }[] };
  const mail = mailbox.items.find((m) => m.to === account.email);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'verification link in the outbox').toBeTruthy();
  await request.get(new URL(link!).pathname + new URL(link!).search, { maxRedirects: 0 });
  return account;
}

test('a signed-in user’s theme is saved to their profile and follows them to a new browser', async ({
  browser,
  request,
}) => {
  const account = await createVerifiedAccount(request);

  const first = await browser.newContext();
  const page = await first.newPage();
  await page.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } });
  await page.goto('/about');
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/v1/session')).json()) as {
            profile: { dashboard_preferences: { theme: string } };
          }
        ).profile.dashboard_preferences.theme,
    )
    .toBe('light');
  await first.close();

  // A fresh browser (nothing stored locally) picks the theme up from the profile after sign-in.
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } });
  await other.goto('/contact');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  await second.close();
});
