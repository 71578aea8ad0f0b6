import { expect, test } from '@playwright/test';
import type { ReservePublicKey, ReserveStatementWire } from '../../src/contracts/reserve';
import { importEd25519Seed } from '../../src/domain/reserve/ed25519-seed';
import { cosignStatement } from '../../src/domain/reserve/reserve-cosignature';
import { getDemoAccount, signInByApi } from './support/demo';

/** The auditor's own key: only its public half is configured on the server (scripts/e2e-server.mjs). */
const AUDITOR_SEED = 'e2'.repeat(32);

test("proof of reserve: a statement an auditor co-signed shows the auditor's signature as its source", async ({
  page,
  browser,
}) => {
  await expect
    .poll(async () => (await page.request.get('/api/v1/reserve/statements/latest')).status(), { timeout: 30_000 })
    .toBe(200);
  const latest = (await (await page.request.get('/api/v1/reserve/statements/latest')).json()) as ReserveStatementWire;
  const keys = (await (await page.request.get('/api/v1/reserve/public-key')).json()) as ReservePublicKey;
  const auditor = await importEd25519Seed(AUDITOR_SEED);
  expect(keys.auditors).toEqual([{ name: 'Acme Audit LLP', public_key: auditor.publicKeyHex }]);

  await page.goto('/proof-of-reserve');
  await expect(page.getByText('Signature verified in your browser')).toBeVisible();
  await expect(page.getByText(/Source: The platform's appraisal\./)).toBeVisible();

  // The auditor signs offline; an admin uploads the co-signature.
  await signInByApi(page, await getDemoAccount(page.request, 'admin'));
  const added = await page.request.post(`/api/v1/admin/reserve/statements/${latest.sequence}/cosignatures`, {
    data: { public_key: auditor.publicKeyHex, signature: await cosignStatement(latest, auditor.privateKey) },
  });
  expect(added.status(), await added.text()).toBe(201);

  // A new visitor (the statements are cacheable for a minute, so not this browser's cache).
  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto('/proof-of-reserve');
  await expect(visitor.getByText('Signature verified in your browser')).toBeVisible();
  await expect(visitor.getByText('Co-signed by Acme Audit LLP')).toBeVisible();
  await expect(
    visitor.getByText(
      "Source: an auditor's signature (Acme Audit LLP), checked in your browser against the published auditor key.",
      { exact: false },
    ),
  ).toBeVisible();
});
