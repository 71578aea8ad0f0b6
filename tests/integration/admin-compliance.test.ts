import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLIANCE_MESSAGES,
  complianceApiPaths as paths,
  type AuditReport,
  type AuditReportInput,
  type AuditReportList,
  type ComplianceAttachment,
  type ComplianceItem,
  type ComplianceItemInput,
  type ComplianceItemList,
  type ComplianceSchedule,
  type ComplianceSummary,
} from '../../src/contracts/compliance';
import { toIsoDay } from '../../src/domain/compliance/compliance';
import { auditLog } from '../../src/server/db/schema';
import { samplePdf, samplePng } from '../../src/server/modules/kyc/kyc-sample-files';
import { multipart, type FilePart } from '../factories/multipart';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const DAY_MS = 86_400_000;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('admin Compliance & Audit API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let investor: string;
  /** A day relative to the app clock's today. */
  const inDays = (days: number) => toIsoDay(new Date(t.app.clock.now().getTime() + days * DAY_MS));

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t, { role: 'admin' });
    admin = a.cookie;
    adminId = a.user.id;
    investor = (await signedInUser(t, { role: 'investor' })).cookie;
  });
  afterAll(() => t.close());

  const itemInput = (over: Partial<ComplianceItemInput> = {}): ComplianceItemInput => ({
    category: 'aml',
    title: 'Sanctions list screening',
    description: 'Daily screening of investors against consolidated sanctions lists.',
    status: 'pending',
    riskLevel: 'high',
    responsible: 'Compliance Team',
    lastReview: null,
    nextReview: inDays(10),
    ...over,
  });
  const auditInput = (over: Partial<AuditReportInput> = {}): AuditReportInput => ({
    type: 'internal',
    title: 'Treasury controls review',
    auditor: 'Internal Audit',
    date: inDays(12),
    status: 'scheduled',
    findings: '',
    recommendations: '',
    priority: 'medium',
    ...over,
  });
  const put = (url: string, body: unknown, cookie = admin) =>
    t.app.inject({ method: 'PUT', url, payload: body as object, headers: { origin: t.config.publicUrl, cookie } });
  const createItem = async (over: Partial<ComplianceItemInput> = {}) => {
    const res = await t.post(paths.items, itemInput(over), admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ComplianceItem>();
  };
  const createAudit = async (over: Partial<AuditReportInput> = {}) => {
    const res = await t.post(paths.audits, auditInput(over), admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AuditReport>();
  };
  const items = async (query = '') => (await t.get(`${paths.items}${query}`, admin)).json<ComplianceItemList>().items;
  const audits = async (query = '') => (await t.get(`${paths.audits}${query}`, admin)).json<AuditReportList>().items;
  const upload = (url: string, parts: FilePart[], cookie = admin) => {
    const { body, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { origin: t.config.publicUrl, 'content-type': contentType, cookie },
    });
  };
  const auditRows = async (entityId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId)));

  it('refuses visitors and investors', async () => {
    expect((await t.get(paths.items)).statusCode).toBe(401);
    expect((await t.get(paths.summary, investor)).statusCode).toBe(403);
    expect((await t.post(paths.items, itemInput(), investor)).statusCode).toBe(403);
    expect((await upload(paths.forId(paths.itemAttachments, unknownId), [], investor)).statusCode).toBe(403);
  });

  it('seeds the sample items (every category) and audits (every type) with attached documents', async () => {
    const seeded = await items();
    expect(new Set(seeded.map((i) => i.category))).toEqual(new Set(['sec', 'aml', 'kyc', 'data', 'security']));
    expect(new Set(seeded.map((i) => i.dueState))).toEqual(new Set(['overdue', 'due_soon', 'current']));
    expect(seeded.some((i) => i.documents.length > 0)).toBe(true);
    expect(new Set((await audits()).map((a) => a.type))).toEqual(new Set(['external', 'regulatory', 'internal']));
    // A seeded sample file is generated on first download.
    const doc = seeded.flatMap((i) => i.documents)[0]!;
    const file = await t.get(doc.url, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('creates an item due soon, overdue or current from its next review, audited with before and after', async () => {
    const soon = await createItem({ title: 'Due soon item', nextReview: inDays(10), lastReview: inDays(-20) });
    expect(soon).toMatchObject({ dueState: 'due_soon', daysUntilReview: 10, documents: [], lastReview: inDays(-20) });
    expect((await createItem({ title: 'Due today item', nextReview: inDays(0) })).dueState).toBe('due_soon');
    expect((await createItem({ title: 'Edge item', nextReview: inDays(30) })).dueState).toBe('due_soon');
    expect((await createItem({ title: 'Later item', nextReview: inDays(31) })).dueState).toBe('current');
    expect((await createItem({ title: 'Late item', nextReview: inDays(-1) })).dueState).toBe('overdue');

    const [row] = await auditRows(soon.id);
    expect(row).toMatchObject({
      action: 'compliance_item.created',
      actorUserId: adminId,
      entityType: 'compliance_item',
    });
    expect(row!.data).toMatchObject({ before: null, after: { title: 'Due soon item', nextReview: inDays(10) } });
  });

  it('filters items by search, category, status, risk level and due state', async () => {
    await createItem({ title: 'Filter probe kyc', category: 'kyc', status: 'non_compliant', riskLevel: 'critical' });
    const titles = async (query: string) => (await items(query)).map((i) => i.title);
    expect(await titles('?q=filter%20probe')).toEqual(['Filter probe kyc']);
    expect(await titles('?q=probe&category=kyc')).toEqual(['Filter probe kyc']);
    expect(await titles('?q=probe&category=aml')).toEqual([]);
    expect((await items('?status=non_compliant')).every((i) => i.status === 'non_compliant')).toBe(true);
    expect((await items('?riskLevel=critical')).map((i) => i.title)).toContain('Filter probe kyc');
    expect((await items('?riskLevel=critical')).every((i) => i.riskLevel === 'critical')).toBe(true);
    const overdue = await items('?due=overdue');
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((i) => i.dueState === 'overdue')).toBe(true);
    expect((await items('?due=due_soon')).map((i) => i.title)).toContain('Due soon item');
    // Nearest next review first.
    const all = await items();
    expect(all.map((i) => i.nextReview)).toEqual([...all.map((i) => i.nextReview)].sort());
  });

  it('edits an item (every field), audited with before and after; unknown ids are 404', async () => {
    const item = await createItem({ title: 'To edit' });
    const res = await put(
      paths.forId(paths.item, item.id),
      itemInput({ title: 'Edited', status: 'compliant', nextReview: inDays(90), lastReview: inDays(0) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ComplianceItem>()).toMatchObject({ title: 'Edited', status: 'compliant', dueState: 'current' });
    const updated = (await auditRows(item.id)).find((r) => r.action === 'compliance_item.updated');
    expect(updated!.data).toMatchObject({
      before: { title: 'To edit', status: 'pending' },
      after: { title: 'Edited', status: 'compliant' },
    });
    expect((await put(paths.forId(paths.item, unknownId), itemInput())).statusCode).toBe(404);
    expect((await put(paths.forId(paths.item, 'nope'), itemInput())).statusCode).toBe(400);
  });

  it('answers 400 with a message per field', async () => {
    const empty = await t.post(paths.items, {}, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      category: 'Choose a category',
      title: 'Title is required',
      status: 'Choose a status',
      riskLevel: 'Choose a risk level',
      responsible: 'Responsible is required',
      nextReview: 'Enter the next review date',
    });
    const bad = await t.post(
      paths.items,
      { ...itemInput(), title: '   ', lastReview: '2026-13-40', nextReview: 'soon' },
      admin,
    );
    expect(bad.json().error.fields).toMatchObject({
      title: 'Title is required',
      lastReview: 'Enter the last review as a date, or leave it empty',
      nextReview: 'Enter the next review date',
    });
    const order = await t.post(paths.items, itemInput({ lastReview: inDays(5), nextReview: inDays(1) }), admin);
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toEqual({ nextReview: COMPLIANCE_MESSAGES.reviewOrder });

    const audit = await t.post(paths.audits, { type: 'annual', title: '', date: '' }, admin);
    expect(audit.statusCode).toBe(400);
    expect(audit.json().error.fields).toMatchObject({
      type: 'Choose an audit type',
      title: 'Title is required',
      auditor: 'Auditor is required',
      date: 'Enter the audit date',
      status: 'Choose a status',
      priority: 'Choose a priority',
    });
  });

  it('creates, edits and filters audit reports, audited with before and after', async () => {
    const audit = await createAudit({ title: 'Probe audit', type: 'regulatory', priority: 'critical' });
    expect(audit).toMatchObject({ dueState: 'due_soon', daysUntil: 12, status: 'scheduled' });
    const res = await put(
      paths.forId(paths.audit, audit.id),
      auditInput({
        title: 'Probe audit',
        type: 'regulatory',
        priority: 'critical',
        status: 'completed',
        findings: 'Two gaps in the access reviews.',
        recommendations: 'Quarterly access reviews with sign-off.',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AuditReport>()).toMatchObject({ status: 'completed', dueState: null, daysUntil: null });
    const rows = await auditRows(audit.id);
    expect(rows.map((r) => r.action)).toEqual(['audit_report.created', 'audit_report.updated']);
    expect(rows[1]!.data).toMatchObject({
      before: { status: 'scheduled', findings: '' },
      after: { status: 'completed', findings: 'Two gaps in the access reviews.' },
    });
    expect((await audits('?q=probe%20audit')).map((a) => a.title)).toEqual(['Probe audit']);
    expect((await audits('?q=probe&type=internal')).length).toBe(0);
    expect((await audits('?status=completed')).every((a) => a.status === 'completed')).toBe(true);
    expect((await audits('?priority=critical')).map((a) => a.title)).toContain('Probe audit');
    expect((await put(paths.forId(paths.audit, unknownId), auditInput())).statusCode).toBe(404);
  });

  it('attaches files checked by their bytes and refuses a PNG renamed .pdf', async () => {
    const item = await createItem({ title: 'With files' });
    const url = paths.forId(paths.itemAttachments, item.id);
    const pdf = samplePdf(['Policy', 'v2']);
    const ok = await upload(url, [
      { field: 'file', fileName: 'aml-policy-v2.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const attachment = ok.json<ComplianceAttachment>();
    expect(attachment).toMatchObject({
      fileName: 'aml-policy-v2.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });

    const renamed = await upload(url, [
      { field: 'file', fileName: 'statement.pdf', contentType: 'application/pdf', bytes: samplePng(3) },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.fields.file).toBe(COMPLIANCE_MESSAGES.fileMismatch('statement.pdf', 'PNG image'));

    const text = await upload(url, [
      { field: 'file', fileName: 'notes.pdf', contentType: 'application/pdf', bytes: Buffer.from('hello') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.fields.file).toBe(COMPLIANCE_MESSAGES.fileType);
    const none = await upload(url, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.file).toBe(COMPLIANCE_MESSAGES.fileMissing);
    expect(
      (
        await upload(paths.forId(paths.itemAttachments, unknownId), [
          { field: 'file', fileName: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
        ])
      ).statusCode,
    ).toBe(404);

    const [listed] = (await items('?q=with%20files')).map((i) => i.documents);
    expect(listed!.map((d) => d.fileName)).toEqual(['aml-policy-v2.pdf']);
    const file = await t.get(attachment.url, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="aml-policy-v2.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await t.get(attachment.url, investor)).statusCode).toBe(403);

    const attached = (await auditRows(item.id)).find((r) => r.action === 'compliance_item.file_attached');
    expect(attached!.data).toMatchObject({ before: { documents: [] }, after: { documents: ['aml-policy-v2.pdf'] } });

    // Audits take files too (a PNG named .png is fine); detaching is audited and removes the file.
    const audit = await createAudit({ title: 'Audit with files' });
    const png = await upload(paths.forId(paths.auditAttachments, audit.id), [
      { field: 'file', fileName: 'floor-plan.png', contentType: 'image/png', bytes: samplePng(4) },
    ]);
    expect(png.statusCode, png.body).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: attachment.url,
      headers: { origin: t.config.publicUrl, cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.get(attachment.url, admin)).statusCode).toBe(404);
    const detached = (await auditRows(item.id)).find((r) => r.action === 'compliance_item.file_removed');
    expect(detached!.data).toMatchObject({ before: { documents: ['aml-policy-v2.pdf'] }, after: { documents: [] } });
  });

  it('lists the schedule in date order: every review and the open audits, not completed ones', async () => {
    const item = await createItem({ title: 'Schedule probe', nextReview: inDays(3) });
    const open = await createAudit({ title: 'Open schedule audit', date: inDays(2) });
    const done = await createAudit({ title: 'Done schedule audit', date: inDays(1), status: 'completed' });
    const { entries } = (await t.get(paths.schedule, admin)).json<ComplianceSchedule>();
    expect(entries.map((e) => e.date)).toEqual([...entries.map((e) => e.date)].sort());
    const probe = entries.find((e) => e.id === item.id);
    expect(probe).toMatchObject({ kind: 'review', dueState: 'due_soon', daysUntil: 3, owner: 'Compliance Team' });
    expect(entries.find((e) => e.id === open.id)).toMatchObject({ kind: 'audit', daysUntil: 2 });
    expect(entries.some((e) => e.id === done.id)).toBe(false);
    expect(entries.indexOf(entries.find((e) => e.id === open.id)!)).toBeLessThan(entries.indexOf(probe!));
    expect(entries[0]!.dueState).toBe('overdue');
  });

  it('counts the summary tiles from the data, and due states follow the clock', async () => {
    const before = (await t.get(paths.summary, admin)).json<ComplianceSummary>();
    const all = await items();
    expect(before).toMatchObject({
      totalItems: all.length,
      compliantItems: all.filter((i) => i.status === 'compliant').length,
      dueSoonReviews: all.filter((i) => i.dueState === 'due_soon').length,
      overdueReviews: all.filter((i) => i.dueState === 'overdue').length,
      openAudits: (await audits()).filter((a) => a.status !== 'completed').length,
      dueSoonDays: 30,
    });
    const item = await createItem({ title: 'Clock probe', nextReview: inDays(40) });
    expect(item.dueState).toBe('current');
    const advanced = await t.post('/api/v1/system/clock', { advanceSeconds: 10 * 86_400 }, admin);
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await items('?q=clock%20probe'))[0]).toMatchObject({ dueState: 'due_soon', daysUntilReview: 30 });
  });
});
