/**
 * Staking as the demo investor does it: stake into the flexible pool through the form and its
 * confirmation, move the server's clock forward (demo mode's admin-only clock endpoint), see the
 * rewards accrue and claim them, with the available balance rising. Plus axe on the Staking tab.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { getDemoAccount, signInByApi } from './support/demo';

const DAY_SECONDS = 86_400;

/** "10,000.00 VINO" → 10000 */
const readVino = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function availableBalance(page: Page): Promise<number> {
  const value = page.locator('dl[aria-label="My staking"] dd').first();
  await expect(value).not.toHaveText('…');
  return readVino(await value.innerText());
}

async function advanceClock(baseURL: string, seconds: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const account = await getDemoAccount(admin, 'admin');
    const signIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const moved = await admin.post('/api/v1/system/clock', { data: { advanceSeconds: seconds } });
    expect(moved.ok(), await moved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

test('stake into the flexible pool, let rewards accrue and claim them', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page, await getDemoAccount(page.request, 'investor'));
  await page.goto('/trading?tab=staking');

  const pools = page.getByRole('region', { name: 'Staking pools' });
  await expect(pools.getByRole('heading', { name: 'Flexible Staking' })).toBeVisible();
  await expect(pools.getByText('6.5%')).toBeVisible();

  // The spec's validation, then a real stake through the confirmation dialog.
  const form = page.getByRole('region', { name: 'Stake VINO' });
  await form.getByLabel('Pool').selectOption('flexible');
  const amount = form.getByLabel('Amount (VINO)');
  const submit = form.getByRole('button', { name: 'Stake VINO' });
  await expect(submit).toBeDisabled();
  await amount.fill('50');
  await expect(submit).toBeDisabled();
  await amount.fill('999999');
  await submit.click();
  await expect(form.getByText('Insufficient balance for this stake amount')).toBeVisible();

  const before = await availableBalance(page);
  await amount.fill('1000');
  await submit.click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm stake' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm stake' }).click();
  await expect(page.getByText('Stake confirmed')).toBeVisible();

  const stake = page.getByRole('article', { name: 'Flexible Staking stake' }).first();
  await expect(stake).toBeVisible();
  await expect(stake.getByRole('button', { name: 'Unstake' })).toBeEnabled();
  await expect.poll(() => availableBalance(page)).toBeCloseTo(before - 1000, 1);
  const afterStake = await availableBalance(page);

  // 30.5 days later: 1000 x 6.5 % x 30.5 / 365 ≈ 5.43 VINO earned. The daily payout job may pay
  // part of it first; either way the balance rises and Claim pays what is left.
  await advanceClock(baseURL!, Math.round(30.5 * DAY_SECONDS));
  await page.reload();
  const claimable = stake.locator('dt:text-is("Claimable rewards") + dd');
  await expect.poll(async () => readVino(await claimable.innerText())).toBeGreaterThan(0);
  await stake.getByRole('button', { name: /Claim/ }).click();
  await expect(page.getByText('Rewards claimed')).toBeVisible();
  await expect.poll(() => availableBalance(page), { timeout: 20_000 }).toBeGreaterThan(afterStake + 5);
});

test('the Staking tab has no axe violations, signed in and signed out', async ({ page }) => {
  await page.goto('/trading?tab=staking');
  await expect(page.getByText('Sign in to stake', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wine Vault' })).toBeVisible();
  const signedOut = await new AxeBuilder({ page })
    .include('[role="tabpanel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(signedOut.violations).toEqual([]);

  await signInByApi(page, await getDemoAccount(page.request, 'investor'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Stake VINO' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active stakes' })).toBeVisible();
  const signedIn = await new AxeBuilder({ page })
    .include('[role="tabpanel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(signedIn.violations).toEqual([]);
});
