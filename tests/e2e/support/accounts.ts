/** A fresh, verified account per test (sign-up through the API, verification link from the demo mailbox). */
import { expect, type APIRequestContext } from '@playwright/test';
import { totpFromUri } from '../../factories/totp';
import { uniqueEmail } from './demo';

export async function createVerifiedAccount(request: APIRequestContext, prefix = 'trader') {
  const account = { name: 'Trader Tester', email: uniqueEmail(prefix), password: 'a-long-password-1' };
  expect((await request.post('/api/auth/sign-up/email', { data: account })).ok()).toBe(true);
  const mailbox = (await (await request.get('/api/v1/mailbox')).json()) as { items: { to: string; text: string }[] };
  const mail = mailbox.items.find((m) => m.to === account.email);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'verification link in the outbox').toBeTruthy();
  await request.get(new URL(link!).pathname + new URL(link!).search, { maxRedirects: 0 });
  return account;
}

/**
 * Turns two-factor on for the signed-in account of `request` (the twoFactorRequired setting, on by
 * default, asks for it before API keys and redemptions): setup, then the first code confirms it.
 */
export async function enableTwoFactorByApi(request: APIRequestContext, password: string, origin: string) {
  // Better Auth checks the Origin of cookie-carrying calls, as a browser would send it.
  const headers = { origin: new URL(origin).origin };
  const started = await request.post('/api/auth/two-factor/enable', { data: { password }, headers });
  expect(started.ok(), await started.text()).toBe(true);
  const { totpURI } = (await started.json()) as { totpURI: string };
  const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpFromUri(totpURI) },
    headers,
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
