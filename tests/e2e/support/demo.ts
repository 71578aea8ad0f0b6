/**
 * Helpers shared by the core-platform specs: the demo accounts come from the public config
 * (never hard-coded), and a quick API sign-in for tests whose subject is not the sign-in form.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicConfig } from '../../../src/contracts/system';

export async function getPublicConfig(request: APIRequestContext): Promise<PublicConfig> {
  const response = await request.get('/api/v1/system/config');
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicConfig;
}

export async function getDemoAccount(request: APIRequestContext, kind: 'investor' | 'admin') {
  const config = await getPublicConfig(request);
  const account = config.demoAccounts.find((a) => a.label.toLowerCase().includes(kind));
  if (!account) throw new Error(`No demo ${kind} account in ${JSON.stringify(config.demoAccounts)}`);
  return account;
}

/** Signs the page's browser context in through the API (page.request shares the context's cookies). */
export async function signInByApi(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password, rememberMe: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A unique address per run, so tests never collide with each other's data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
