import { expect, test } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

test('a signed-out visitor is sent to /auth and returns to /dashboard after signing in', async ({ page, request }) => {
  const investor = await getDemoAccount(request, 'investor');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(investor.email);
  await page.getByLabel('Password', { exact: true }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the guard returns to the page it came from, not always /dashboard', async ({ page, request }) => {
  const investor = await getDemoAccount(request, 'investor');
  await page.goto('/payments');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: `Sign in as ${investor.label}` }).click();
  await expect(page).toHaveURL(/\/payments$/);
});

test('the demo investor sees Access Denied on /admin, and Go Back leaves', async ({ page, request }) => {
  const investor = await getDemoAccount(request, 'investor');
  await signInByApi(page, investor);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  // The e2e server runs in demo mode, so the demo wording applies.
  await expect(page.getByText('This page requires specific permissions in production mode')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).not.toHaveURL(/\/admin$/);
});

test('the Admin link appears only for the demo admin', async ({ page, request, browser }) => {
  const investor = await getDemoAccount(request, 'investor');
  await signInByApi(page, investor);
  await page.goto('/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  const admin = await getDemoAccount(request, 'admin');
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, admin);
  await adminPage.goto('/dashboard');
  await expect(adminPage.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await adminContext.close();
});
