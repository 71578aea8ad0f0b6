/**
 * Admin → Wine Assets → Reserve Proposals: four eyes on the reserve. Admin A proposes a write-off,
 * sees that only another admin can approve it, and the signed reserve does not move; admin B (a
 * second account made admin by A) approves it, and the next statement counts one bottle less.
 * Tokenize is a proposal as well: the Tokenization tab shows it awaiting approval.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdminUsersPage } from '../../src/contracts/admin-users';
import type { ReserveStatementWire } from '../../src/contracts/reserve';
import { generatedSerialPrefix } from '../../src/domain/reserve/reserve-register';
import { createVerifiedAccount, enableTwoFactorByApi } from './support/accounts';
import { getDemoAccount, signInByApi } from './support/demo';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const latestStatement = async (page: Page) =>
  (await (await page.request.get('/api/v1/reserve/statements/latest')).json()) as ReserveStatementWire;

async function openReserveProposals(page: Page) {
  await page.goto('/admin?tab=wine-assets');
  await page.getByRole('tab', { name: 'Reserve Proposals' }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserve proposals' })).toBeVisible({ timeout: 30_000 });
}

test('a write-off proposed by one admin changes the reserve only when another admin approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Admin A: the demo admin. Admin B: a new account with two-factor on, made admin by A.
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const account = await createVerifiedAccount(other.request, 'second-admin');
  await signInByApi(other, account);
  // The first authenticated call makes the account's profile (the admin's user list reads it).
  expect((await other.request.get('/api/v1/me')).ok()).toBe(true);
  await enableTwoFactorByApi(other.request, account.password, baseURL!);
  const found = (await (
    await page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(account.email)}`)
  ).json()) as AdminUsersPage;
  const promoted = await page.request.patch(`/api/v1/admin/users/${found.items[0]!.id}`, { data: { role: 'admin' } });
  expect(promoted.ok(), await promoted.text()).toBe(true);

  // A bottle of the seeded Château Margaux 2015 (4,000 bottles), a different one on a retry.
  const serial = `${generatedSerialPrefix({ slug: 'chateau-margaux-2015', vintage: 2015 })}${String(
    1000 + Math.floor(Math.random() * 3000),
  ).padStart(6, '0')}`;
  const before = await latestStatement(page);

  await openReserveProposals(page);
  await page.getByRole('button', { name: 'Propose a Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose a reserve change' });
  await dialog.getByLabel('Kind of change').selectOption('write_off');
  await dialog.getByRole('button', { name: 'Propose Change' }).click();
  await expect(dialog.getByText('Choose a wine asset.')).toBeVisible();
  await dialog.getByLabel('Wine asset').selectOption({ label: 'Château Margaux 2015' });
  await dialog.getByLabel('Bottle serials').fill(serial);
  await dialog.getByLabel('Reason').fill('Broken in the vault (e2e)');
  await dialog.getByRole('button', { name: 'Propose Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Change proposed')).toBeVisible();

  // A sees the proposal pending and cannot approve it; the signed reserve has not moved.
  const pendingA = page.getByRole('region', { name: 'Pending reserve proposals' });
  const rowA = pendingA.getByRole('row').filter({ hasText: 'Broken in the vault (e2e)' });
  await expect(rowA).toContainText('Write-off');
  await expect(rowA).toContainText('Château Margaux 2015');
  await expect(rowA.getByText('Your proposal: another admin must approve it.')).toBeVisible();
  await expect(rowA.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(await latestStatement(page)).toMatchObject({
    sequence: before.sequence,
    bottle_count: before.bottle_count,
    total_value_cents: before.total_value_cents,
  });

  // B approves it.
  await openReserveProposals(other);
  const rowB = other
    .getByRole('region', { name: 'Pending reserve proposals' })
    .getByRole('row')
    .filter({ hasText: 'Broken in the vault (e2e)' });
  await expect(rowB).toContainText('Demo Admin');
  await rowB.getByRole('button', { name: 'Approve Write-off of Château Margaux 2015' }).click();
  const confirm = other.getByRole('alertdialog', { name: 'Approve this reserve change?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(other.getByText('Proposal approved')).toBeVisible();
  const history = other.getByRole('region', { name: 'Decided reserve proposals' });
  const decided = history.getByRole('row').filter({ hasText: 'Broken in the vault (e2e)' });
  await expect(decided).toContainText('Approved');
  await expect(decided).toContainText(account.name);

  // The next signed statement counts one bottle less, worth the bottle's appraised value less.
  await expect
    .poll(async () => (await latestStatement(page)).sequence, { timeout: 30_000 })
    .toBeGreaterThan(before.sequence);
  const after = await latestStatement(page);
  expect(after.bottle_count).toBe(before.bottle_count - 1);
  expect(BigInt(after.total_value_cents)).toBeLessThan(BigInt(before.total_value_cents));

  // Tokenize on the Tokenization tab is a proposal too: it awaits approval, and B can turn it down.
  const untokenized = (
    (await (await page.request.get('/api/v1/admin/wine-assets?status=active')).json()) as {
      items: { name: string; vintage: number; tokenized: boolean }[];
    }
  ).items.find((a) => !a.tokenized)!;
  const wine = `${untokenized.name} ${untokenized.vintage}`;
  await page.getByRole('tab', { name: 'Tokenization' }).click();
  await page.getByRole('button', { name: `Tokenize ${wine}` }).click();
  const tokenize = page.getByRole('alertdialog', { name: 'Tokenize wine asset' });
  await expect(tokenize).toContainText('awaits approval by a different admin');
  await tokenize.getByRole('button', { name: 'Propose Tokenization' }).click();
  await expect(page.getByText('Tokenization awaits approval')).toBeVisible();
  const tokenRow = page.getByRole('region', { name: 'Tokenization table' }).getByRole('row').filter({ hasText: wine });
  await expect(tokenRow.getByText('Awaiting approval')).toBeVisible();
  await expect(tokenRow.getByRole('button', { name: `Tokenize ${wine}` })).toHaveCount(0);

  await openReserveProposals(other);
  await other.getByRole('button', { name: `Reject Tokenisation of ${wine}` }).click();
  await other
    .getByRole('alertdialog', { name: 'Reject this reserve change?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(other.getByText('Proposal rejected')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: wine })).toContainText('Rejected');
  await otherContext.close();
});
