import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocument, AdminDocumentListResponse } from '../../src/contracts/admin-documents';
import type { DocumentListResponse } from '../../src/contracts/documents';
import { auditLog, documentDownloads, documents } from '../../src/server/db/schema';
import {
  documentDetails,
  documentPdf,
  pdfFile,
  pngNamedPdf,
  replaceDocumentFile,
  uploadDocument,
} from '../factories/documents';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const BASE = '/api/v1/admin/documents';

describe('admin documents API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let investor: string;
  let plainUser: string;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t, { role: 'admin', name: 'Ada Admin' });
    admin = a.cookie;
    adminId = a.user.id;
    investor = (await signedInUser(t, { role: 'investor' })).cookie;
    plainUser = (await signedInUser(t)).cookie;
  });
  afterAll(() => t.close());

  const upload = async (over = {}, file = pdfFile()) => {
    const res = await uploadDocument(t, admin, documentDetails(over), file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminDocument>();
  };
  const send = (method: 'PUT' | 'DELETE', url: string, body?: unknown, cookie = admin) =>
    t.app.inject({ method, url, payload: body as object, headers: { origin: t.config.publicUrl, cookie } });
  const library = async (cookie?: string) => (await t.get('/api/v1/documents', cookie)).json<DocumentListResponse>();
  const audits = async (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'document')))
      .orderBy(auditLog.id);

  it('refuses the upload to an investor (403) and a visitor (401)', async () => {
    expect((await uploadDocument(t, investor, documentDetails())).statusCode).toBe(403);
    expect((await uploadDocument(t, '', documentDetails())).statusCode).toBe(401);
  });

  it('uploads a PDF that the library lists and serves from storage, access level enforced, downloads counted', async () => {
    const bytes = documentPdf('Cellar audit');
    const doc = await upload({ title: 'Cellar Audit 2026', accessLevel: 'investor', featured: true }, pdfFile(bytes));
    expect(doc).toMatchObject({
      slug: 'cellar-audit-2026',
      fileName: 'cellar-audit.pdf',
      fileSizeBytes: bytes.length,
      category: 'audit',
      accessLevel: 'investor',
      featured: true,
      tags: ['audit', 'cellar'],
      downloads: 0,
      uploadedBy: 'Ada Admin',
      source: 'uploaded',
      downloadUrl: '/docs/cellar-audit-2026.pdf',
    });

    const listed = (await library()).items.find((item) => item.slug === doc.slug);
    expect(listed).toMatchObject({ title: 'Cellar Audit 2026', accessLevel: 'investor', canDownload: false });
    expect((await library()).featured.map((d) => d.slug)).toContain(doc.slug);

    expect((await t.get(doc.downloadUrl)).statusCode).toBe(401);
    expect((await t.get(doc.downloadUrl, plainUser)).statusCode).toBe(403);
    const res = await t.get(doc.downloadUrl, investor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-disposition']).toContain('Cellar-Audit-2026.pdf');

    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.downloads).toBe(1);
    expect(await t.db.select().from(documentDownloads).where(eq(documentDownloads.documentId, doc.id))).toHaveLength(1);

    const [entry] = await audits(doc.id);
    expect(entry).toMatchObject({ action: 'document.uploaded', actorUserId: adminId });
    expect(entry!.data).toMatchObject({ before: null, after: { title: 'Cellar Audit 2026', accessLevel: 'investor' } });
  });

  it('refuses a PNG renamed .pdf with 400, judged by its bytes, and stores nothing', async () => {
    const before = (await t.db.select().from(documents)).length;
    const res = await uploadDocument(t, admin, documentDetails({ title: 'Not a PDF' }), pngNamedPdf);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'NOT_PDF', fields: { file: 'The file is not a PDF. Upload a PDF document.' } },
    });
    expect((await t.db.select().from(documents)).length).toBe(before);
  });

  it('refuses a PDF over the 20 MB limit with 413', async () => {
    const big = Buffer.concat([documentPdf(), Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
    const res = await uploadDocument(t, admin, documentDetails({ title: 'Too big' }), pdfFile(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toEqual({ file: 'The file is larger than 20 MB.' });
  });

  it('answers field messages for missing details and a missing file', async () => {
    const bad = await uploadDocument(t, admin, { ...documentDetails(), title: ' ', category: 'memo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ title: 'Title is required', category: expect.any(String) });
    const noFile = await uploadDocument(t, admin, documentDetails(), null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ file: 'Choose a PDF file to upload.' });
  });

  it('gives a second upload with the same title its own address', async () => {
    const first = await upload({ title: 'Same Title' });
    const second = await upload({ title: 'Same Title' });
    expect([first.slug, second.slug]).toEqual(['same-title', 'same-title-2']);
  });

  it('searches and filters by category', async () => {
    await upload({ title: 'Presentation Deck Zeta', category: 'presentation' });
    const found = (await t.get(`${BASE}?q=deck%20zeta`, admin)).json<AdminDocumentListResponse>();
    expect(found.items.map((d) => d.title)).toEqual(['Presentation Deck Zeta']);
    const audit = (await t.get(`${BASE}?category=audit`, admin)).json<AdminDocumentListResponse>();
    expect(audit.items.length).toBeGreaterThan(0);
    expect(audit.items.every((d) => d.category === 'audit')).toBe(true);
    expect((await t.get(`${BASE}?category=memo`, admin)).statusCode).toBe(400);
  });

  it('edits the details (public address kept) and replaces the file, keeping the download count', async () => {
    const doc = await upload({ title: 'Q1 Letter', accessLevel: 'public' });
    expect((await t.get(doc.downloadUrl)).statusCode).toBe(200);

    const edited = await send(
      'PUT',
      `${BASE}/${doc.id}`,
      documentDetails({ title: 'Q1 Letter (revised)', accessLevel: 'accredited' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminDocument>()).toMatchObject({
      slug: doc.slug,
      title: 'Q1 Letter (revised)',
      accessLevel: 'accredited',
    });
    expect((await t.get(doc.downloadUrl, investor)).statusCode).toBe(403);

    const newBytes = documentPdf('Second version with more text');
    const replaced = await replaceDocumentFile(t, admin, doc.id, { ...pdfFile(newBytes), fileName: 'q1-v2.pdf' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<AdminDocument>()).toMatchObject({
      fileName: 'q1-v2.pdf',
      fileSizeBytes: newBytes.length,
      downloads: 1,
    });
    const adminDownload = await t.get(doc.downloadUrl, admin);
    expect(adminDownload.rawPayload.equals(newBytes)).toBe(true);

    const refused = await replaceDocumentFile(t, admin, doc.id, pngNamedPdf);
    expect(refused.statusCode).toBe(400);
    expect((await t.get(doc.downloadUrl, admin)).rawPayload.equals(newBytes)).toBe(true);

    expect((await audits(doc.id)).map((a) => a.action)).toEqual([
      'document.uploaded',
      'document.updated',
      'document.file_replaced',
    ]);
  });

  it('replaces the file of a seeded document: the upload is served instead of the rendered PDF', async () => {
    const [seeded] = await t.db.select().from(documents).where(eq(documents.slug, 'media-kit'));
    const bytes = documentPdf('New media kit');
    const res = await replaceDocumentFile(t, admin, seeded!.id, pdfFile(bytes));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminDocument>().source).toBe('uploaded');
    const download = await t.get('/docs/media-kit.pdf', admin);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('deletes a document: gone from the library and its file 404, audited', async () => {
    const doc = await upload({ title: 'To Be Removed', accessLevel: 'public' });
    const res = await send('DELETE', `${BASE}/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: doc.id, deleted: true });
    expect((await library()).items.some((d) => d.id === doc.id)).toBe(false);
    expect((await t.get(doc.downloadUrl)).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${doc.id}`)).statusCode).toBe(404);
    const entries = await audits(doc.id);
    expect(entries.at(-1)).toMatchObject({ action: 'document.deleted' });
    expect(entries.at(-1)!.data).toMatchObject({ before: { title: 'To Be Removed' }, after: null });
  });
});
