/**
 * Every screen names itself in the browser tab and in the meta description (search results, shared
 * links), including the ones reached from e-mails or by mistake: sign in, sign up, reset password,
 * system status, mailbox, dashboard and the 404 page. Moving between screens replaces both.
 */
import { expect, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const description = (page: Page) => page.locator('meta[name="description"]');

async function expectMeta(page: Page, title: string, descriptionStart: string) {
  await expect(page).toHaveTitle(title);
  await expect(description(page)).toHaveAttribute('content', new RegExp(`^${descriptionStart}`));
}

const PUBLIC_SCREENS = [
  { path: '/auth', title: 'Sign in — VINO', description: 'Sign in to your VINO account' },
  { path: '/auth?mode=signup', title: 'Sign up — VINO', description: 'Create your VINO account' },
  {
    path: '/auth/reset-password?token=abc',
    title: 'Reset password — VINO',
    description: 'Choose a new password for your VINO account',
  },
  { path: '/system-status', title: 'System Status — VINO', description: 'Live status of the VINO platform' },
  { path: '/supabase-test', title: 'System Status — VINO', description: 'Live status of the VINO platform' },
  { path: '/mailbox', title: 'Mailbox — VINO', description: 'The e-mails VINO has sent' },
  {
    path: '/no-such-page',
    title: 'Page not found — VINO',
    description: 'The page you were looking for does not exist',
  },
] as const;

for (const screen of PUBLIC_SCREENS) {
  test(`${screen.path} has its own title and description`, async ({ page }) => {
    await page.goto(screen.path);
    await expectMeta(page, screen.title, screen.description);
  });
}

test('the dashboard has its own title and description', async ({ page, request }) => {
  await signInByApi(page, await getDemoAccount(request, 'investor'));
  await page.goto('/dashboard');
  await expectMeta(page, 'Dashboard — VINO', 'Your VINO account');
});

test('moving from a page to sign in replaces the title and description', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About VINO — Wine-backed token');
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await expectMeta(page, 'Sign in — VINO', 'Sign in to your VINO account');
  // One title element: the screen's title is the one the tab shows.
  await expect(page.locator('title')).toHaveCount(1);
});
