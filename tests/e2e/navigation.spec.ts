import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/demo';

const MORE_ITEMS = ['Investment', 'Buy VINO', 'Trading', 'Wine Assets', 'Investors', 'Q&A', 'Blog', 'Legal'];

test.describe('More dropdown', () => {
  test('opens on click, lists the spec items, closes on Escape and outside click', async ({ page }) => {
    await page.goto('/about');
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem')).toHaveText(MORE_ITEMS);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await expect(menu).toBeVisible();
    await page.mouse.move(10, 600);
    await page.mouse.down();
    await page.mouse.up();
    await expect(menu).toBeHidden();
  });

  test('is keyboard operable', async ({ page }) => {
    await page.goto('/about');
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Investment' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Buy VINO' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Legal' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Investment' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  });
});

test('the mobile menu shows the same items at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const closeToggle = page.getByRole('button', { name: 'Close menu' });
  await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  for (const label of ['About', ...MORE_ITEMS, 'Login', 'Sign Up']) {
    await expect(mobileNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(mobileNav.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await mobileNav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(mobileNav).toBeHidden();
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Connect Wallet without a browser wallet shows the spec message', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(
    dialog.getByText('Failed to connect wallet. Please make sure the wallet extension is installed and try again.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('footer Subscribe: a malformed address shows the message, a good one succeeds', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Email address');
  await input.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(input).toHaveValue('not-an-email');

  await input.fill(uniqueEmail('e2e-news'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).not.toHaveText('');
  await expect(input).toHaveValue('');

  for (const label of ['Privacy Policy', 'Terms of Service', 'Compliance']) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', '/legal');
  }
});

test('every spec route renders a page with one h1', async ({ page }) => {
  const routes = [
    '/investment',
    '/buy-vino',
    '/trading',
    '/wine-assets',
    '/investors',
    '/qa',
    '/blog',
    '/blog/some-post',
    '/legal',
    '/documents',
    '/realtime',
    '/email-preferences',
    '/unsubscribe',
    '/enterprise',
    '/system-status',
    '/supabase-test',
    '/mailbox',
  ];
  await page.goto('/');
  for (const path of routes) {
    // Client-side navigation (as the app's links do), so the suite does not reload the shell 17 times.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});

test('a page that fails to load shows the error screen with an error id reported to telemetry', async ({ page }) => {
  await page.goto('/about');
  // Break the next page's chunk, as a deploy or a flaky network would.
  await page.route(/investors-page-.*\.js$/, (route) => route.abort());
  const report = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/telemetry/errors') && r.postDataJSON()?.error_type === 'react_error_boundary',
  );
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Investors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('We encountered an unexpected error. Our team has been notified and is working on a fix.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  const errorId = (await page.getByText(/^Error ID:/).textContent())?.replace('Error ID:', '').trim();
  expect(errorId).toMatch(/^[0-9a-f]{8}$/);
  expect((await report).postDataJSON().error_id).toBe(errorId);
});
