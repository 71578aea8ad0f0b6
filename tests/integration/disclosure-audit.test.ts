import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '../../src/contracts/api-paths';
import { auditLog } from '../../src/server/db/schema';
import { submitKyc } from '../factories/kyc';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const ADDRESS = '203.0.113.7';

describe('audit rows for personal-data disclosures', () => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    const signed = await signedInUser(t, { role: 'admin' });
    admin = { id: signed.user.id, cookie: signed.cookie };
  });
  afterAll(() => t.close());

  const asAdmin = (url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ADDRESS, headers: { cookie: admin.cookie } });
  const rowsOf = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, admin.id)));

  it('records every bulk export with the admin, the address and the filters', async () => {
    const exports: Array<[string, string]> = [
      [`${apiPaths.admin.usersCsv}?q=ann`, 'export.users_csv'],
      [apiPaths.admin.emailSubscribersCsv, 'export.subscribers_csv'],
      [`${apiPaths.admin.reportsCsv}?period=7d`, 'export.report_csv'],
      [apiPaths.admin.reportsPdf, 'export.report_pdf'],
      [apiPaths.analytics.overviewCsv, 'export.analytics_overview_csv'],
      [apiPaths.analytics.overviewPdf, 'export.analytics_overview_pdf'],
      [apiPaths.analytics.businessIntelligenceCsv, 'export.bi_csv'],
    ];
    for (const [url, action] of exports) {
      const res = await asAdmin(url);
      expect(res.statusCode, url).toBe(200);
      const rows = await rowsOf(action);
      expect(rows, action).toHaveLength(1);
      expect(rows[0]).toMatchObject({ entityType: 'export', ipAddress: ADDRESS, requestId: expect.any(String) });
    }
    expect((await rowsOf('export.users_csv'))[0]!.data).toMatchObject({ filters: { q: 'ann' } });
    expect((await rowsOf('export.report_csv'))[0]!.data).toMatchObject({ query: { period: '7d' } });
  });

  it('records an admin opening someone’s KYC document, not the owner opening their own', async () => {
    const owner = await signedInUser(t, { role: 'investor' });
    const { documents } = (await submitKyc(t, owner.cookie)).json();
    const identity = documents.find((d: { kind: string }) => d.kind === 'identity');
    expect((await t.get(identity.url, owner.cookie)).statusCode).toBe(200);
    const views = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'kyc.document_view'), eq(auditLog.entityId, identity.id)));
    expect(await views()).toHaveLength(0);

    expect((await asAdmin(identity.url)).statusCode).toBe(200);
    const [view] = await views();
    expect(view).toMatchObject({
      actorUserId: admin.id,
      entityType: 'kyc_document',
      ipAddress: ADDRESS,
      data: { ownerUserId: owner.user.id, kind: 'identity' },
    });
  });

  it('returns the stored address in the audit log API', async () => {
    const res = await t.get(`${apiPaths.admin.auditLog}?limit=50`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ action: string; ipAddress: string | null }>;
    expect(items.find((i) => i.action === 'export.users_csv')?.ipAddress).toBe(ADDRESS);
    expect(items.every((i) => 'ipAddress' in i)).toBe(true);
  });
});
