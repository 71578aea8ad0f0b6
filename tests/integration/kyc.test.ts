import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES, KYC_MESSAGES, kycApiPaths } from '../../src/contracts/kyc';
import { samplePdf, samplePng } from '../../src/server/modules/kyc/kyc-sample-files';
import { auditLog, kycSubmissions, mailOutbox, notifications, userProfiles } from '../../src/server/db/schema';
import { seedDemoKycCases } from '../../src/server/db/seed/demo-kyc';
import { insertUser, signIn, signedInUser, type TestUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

interface Part {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----vino-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = samplePng(1);
const pdf = samplePdf(['Proof of address', 'Test']);
const goodParts = (): Part[] => [
  { field: 'identity', fileName: 'passport.png', contentType: 'image/png', bytes: png },
  { field: 'address', fileName: 'bill.pdf', contentType: 'application/pdf', bytes: pdf },
];

describe('KYC: submission, review queue, decisions', () => {
  let t: TestApp;
  let admin: { user: TestUser; cookie: string };
  let admin2: { user: TestUser; cookie: string };

  const submit = (cookie: string | undefined, parts: Part[]) => {
    const { body, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: kycApiPaths.submissions,
      payload: body,
      headers: { origin: t.config.publicUrl, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    });
  };
  const claim = (id: string, cookie: string) => t.post(kycApiPaths.forId(kycApiPaths.adminClaim, id), {}, cookie);
  const approve = (id: string, cookie: string) => t.post(kycApiPaths.forId(kycApiPaths.adminApprove, id), {}, cookie);
  const reject = (id: string, reason: unknown, cookie: string) =>
    t.post(kycApiPaths.forId(kycApiPaths.adminReject, id), { reason }, cookie);
  const auditActions = async (entityId: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((r) => r.action).sort();
  const profileStatus = async (userId: string) =>
    (await t.db.select().from(userProfiles).where(eq(userProfiles.id, userId)))[0]?.kycStatus;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, { role: 'admin', name: 'Ada Reviewer' });
    admin2 = await signedInUser(t, { role: 'admin', name: 'Bea Reviewer' });
  });
  afterAll(() => t.close());

  it('needs a session for the investor side and the admin role for the queue', async () => {
    expect((await t.get(kycApiPaths.mine)).statusCode).toBe(401);
    expect((await submit(undefined, goodParts())).statusCode).toBe(401);
    const investor = await signedInUser(t, { role: 'investor' });
    expect((await t.get(kycApiPaths.adminQueue, investor.cookie)).statusCode).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await claim(id, investor.cookie)).statusCode).toBe(403);
    expect((await approve(id, investor.cookie)).statusCode).toBe(403);
    expect((await reject(id, 'x', investor.cookie)).statusCode).toBe(403);
    // The sandbox opt-out exists in demo mode only.
    expect((await t.post(kycApiPaths.sandboxOptOut, {}, investor.cookie)).statusCode).toBe(404);
  });

  it('runs the whole flow: submit, queue, claim, reject with reason, resubmit, approve', async () => {
    const investor = await signedInUser(t, { role: 'investor', name: 'Iris Investor' });
    const mine = (await t.get(kycApiPaths.mine, investor.cookie)).json();
    expect(mine).toMatchObject({ status: 'not_started', submission: null, canSubmit: true, sandboxApproved: false });

    const created = await submit(investor.cookie, goodParts());
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({ status: 'pending', userName: 'Iris Investor', reviewer: null });
    expect(first.documents.map((d: { kind: string; contentType: string }) => [d.kind, d.contentType])).toEqual([
      ['address', 'application/pdf'],
      ['identity', 'image/png'],
    ]);
    expect(await profileStatus(investor.user.id)).toBe('pending');
    expect((await t.get(kycApiPaths.mine, investor.cookie)).json()).toMatchObject({
      status: 'pending',
      canSubmit: false,
    });

    // One open submission at a time.
    const twice = await submit(investor.cookie, goodParts());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(KYC_MESSAGES.alreadyOpen);

    const queue = (await t.get(kycApiPaths.adminQueue, admin.cookie)).json();
    expect(queue.items.map((s: { id: string }) => s.id)).toContain(first.id);

    const claimed = await claim(first.id, admin.cookie);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      status: 'under_review',
      reviewer: { id: admin.user.id, name: 'Ada Reviewer' },
    });
    expect((await claim(first.id, admin.cookie)).statusCode).toBe(200); // mine already: unchanged
    const taken = await approve(first.id, admin2.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(KYC_MESSAGES.claimedBy('Ada Reviewer'));
    expect((await t.get(kycApiPaths.mine, investor.cookie)).json().status).toBe('under_review');

    // A rejection needs a reason.
    for (const reason of ['', '   ', undefined])
      expect((await reject(first.id, reason, admin.cookie)).statusCode).toBe(400);
    const rejected = await reject(first.id, '  The passport photo is unreadable.  ', admin.cookie);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reviewNotes: 'The passport photo is unreadable.' });
    expect(await profileStatus(investor.user.id)).toBe('rejected');
    // Final: no second decision.
    const again = await approve(first.id, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(KYC_MESSAGES.alreadyDecided);

    const rejectedMail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, investor.user.email), eq(mailOutbox.template, 'kyc_rejected')));
    expect(rejectedMail).toHaveLength(1);
    expect(rejectedMail[0]!.text).toContain('The passport photo is unreadable.');
    expect(rejectedMail[0]!.text).toContain('http://localhost:3000/dashboard?tab=verification');

    // A rejected user may submit again.
    const mineRejected = (await t.get(kycApiPaths.mine, investor.cookie)).json();
    expect(mineRejected).toMatchObject({ status: 'rejected', canSubmit: true });
    expect(mineRejected.submission.reviewNotes).toBe('The passport photo is unreadable.');
    const resubmitted = await submit(investor.cookie, goodParts());
    expect(resubmitted.statusCode).toBe(201);
    const second = resubmitted.json();
    expect(second.id).not.toBe(first.id);

    // Approve straight from pending (spec: pending or under_review may be decided).
    const approved = await approve(second.id, admin2.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewer: { id: admin2.user.id } });
    expect(await profileStatus(investor.user.id)).toBe('approved');
    expect((await t.get(kycApiPaths.mine, investor.cookie)).json()).toMatchObject({
      status: 'approved',
      canSubmit: false,
    });
    expect((await submit(investor.cookie, goodParts())).statusCode).toBe(409);

    const approvedMail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, investor.user.email), eq(mailOutbox.template, 'kyc_approved')));
    expect(approvedMail).toHaveLength(1);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, investor.user.id), eq(notifications.type, 'kyc')));
    expect(notes.map((n) => n.title).sort()).toEqual(['Identity verification not approved', 'Identity verified']);
    expect(notes.every((n) => n.link === '/dashboard?tab=verification')).toBe(true);

    // Every admin write left an audit row, with the reviewer as actor.
    expect(await auditActions(first.id)).toEqual(['kyc.claimed', 'kyc.rejected', 'kyc.submitted']);
    expect(await auditActions(second.id)).toEqual(['kyc.approved', 'kyc.submitted']);
    const [rejectRow] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.id), eq(auditLog.action, 'kyc.rejected')));
    expect(rejectRow).toMatchObject({
      actorUserId: admin.user.id,
      data: { reviewNotes: 'The passport photo is unreadable.' },
    });

    // The decided list shows both, newest first.
    const decided = (await t.get(`${kycApiPaths.adminQueue}?view=decided`, admin.cookie)).json();
    expect(decided.items.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
  });

  it('lets exactly one of two reviewers claiming in parallel win', async () => {
    const investor = await signedInUser(t, { role: 'investor' });
    const { id } = (await submit(investor.cookie, goodParts())).json();
    const results = await Promise.all([claim(id, admin.cookie), claim(id, admin2.cookie)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const loser = results.find((r) => r.statusCode === 409)!.json();
    expect(loser.error.message).toBe(KYC_MESSAGES.claimedBy(winner.reviewer.name));
    const [row] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    expect(row).toMatchObject({ status: 'under_review', reviewerId: winner.reviewer.id });
    expect(await auditActions(id)).toEqual(['kyc.claimed', 'kyc.submitted']);
  });

  it('refuses a file whose bytes are not PDF, JPEG or PNG, whatever its name or declared type', async () => {
    const investor = await signedInUser(t, { role: 'investor' });
    for (const fake of [
      { fileName: 'passport.png', contentType: 'image/png', bytes: Buffer.from('GIF89a not an allowed image') },
      { fileName: 'passport.pdf', contentType: 'application/pdf', bytes: Buffer.from('<script>alert(1)</script>') },
      { fileName: 'passport.jpg', contentType: 'image/jpeg', bytes: Buffer.from('MZ\x90\x00 an executable') },
    ]) {
      const res = await submit(investor.cookie, [{ field: 'identity', ...fake }, goodParts()[1]!]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(KYC_MESSAGES.fileType('Identity document'));
    }
    // A real PNG named .pdf is fine: it is stored and served as what it is.
    const res = await submit(investor.cookie, [
      { field: 'identity', fileName: 'scan.pdf', contentType: 'application/pdf', bytes: png },
      goodParts()[1]!,
    ]);
    expect(res.statusCode).toBe(201);
    const identity = res.json().documents.find((d: { kind: string }) => d.kind === 'identity');
    expect(identity.contentType).toBe('image/png');
    expect((await t.get(identity.url, investor.cookie)).headers['content-type']).toBe('image/png');
  });

  it('needs both documents and refuses a file over the size limit', async () => {
    const investor = await signedInUser(t, { role: 'investor' });
    const missing = await submit(investor.cookie, [goodParts()[0]!]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(KYC_MESSAGES.missingDocuments);

    const big = Buffer.concat([pdf, Buffer.alloc(KYC_MAX_FILE_BYTES + 1 - pdf.length + 10)]);
    const tooLarge = await submit(investor.cookie, [
      goodParts()[0]!,
      { field: 'address', fileName: 'bill.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(KYC_MESSAGES.tooLarge);
    expect((await t.get(kycApiPaths.mine, investor.cookie)).json().status).toBe('not_started');

    // Exactly at the limit is accepted.
    const atLimit = Buffer.concat([pdf, Buffer.alloc(KYC_MAX_FILE_BYTES - pdf.length)]);
    const ok = await submit(investor.cookie, [
      goodParts()[0]!,
      { field: 'address', fileName: 'bill.pdf', contentType: 'application/pdf', bytes: atLimit },
    ]);
    expect(ok.statusCode).toBe(201);
  });

  it('serves documents to their owner and admins only', async () => {
    const owner = await signedInUser(t, { role: 'investor' });
    const other = await signedInUser(t, { role: 'investor' });
    const { documents } = (await submit(owner.cookie, goodParts())).json();
    const identity = documents.find((d: { kind: string }) => d.kind === 'identity');
    expect(identity.url).toMatch(/^\/api\/v1\/kyc\/documents\/[0-9a-f-]{36}$/);

    const own = await t.get(identity.url, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await t.get(identity.url, admin.cookie)).statusCode).toBe(200);
    expect((await t.get(identity.url, other.cookie)).statusCode).toBe(404);
    expect((await t.get(identity.url)).statusCode).toBe(401);
  });
});

describe('KYC in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it('keeps the sandbox approval for new accounts, which a user may drop to go through the real review', async () => {
    // A new account: its profile is created on first use, with the sandbox's approval.
    const user = await insertUser(t.db, { role: 'investor', withProfile: false });
    const cookie = await signIn(t, user);
    const mine = (await t.get(kycApiPaths.mine, cookie)).json();
    expect(mine).toMatchObject({ status: 'approved', sandboxApproved: true, canSubmit: false });

    const dropped = await t.post(kycApiPaths.sandboxOptOut, {}, cookie);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ status: 'not_started', canSubmit: true, sandboxApproved: false });
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'kyc.sandbox_opt_out'))).map((r) => r.actorUserId),
    ).toContain(user.id);
    expect((await t.post(kycApiPaths.sandboxOptOut, {}, cookie)).statusCode).toBe(409);
  });

  it('seeds pending cases with sample documents, oldest first, so the queue is not empty', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const queue = (await t.get(kycApiPaths.adminQueue, admin.cookie)).json();
    const dates = queue.items.map((s: { submissionDate: string }) => s.submissionDate);
    expect(dates).toEqual([...dates].sort());
    const sofia = queue.items.find((s: { userName: string }) => s.userName === 'Sofia Marchetti');
    expect(queue.items.length).toBeGreaterThanOrEqual(3);
    expect(sofia.status).toBe('pending');
    for (const doc of sofia.documents) {
      const res = await t.get(doc.url, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(doc.contentType);
      expect(res.rawPayload.length).toBe(doc.size);
    }
    // Seeding again adds nothing.
    await seedDemoKycCases(t.db, new Date());
    const ids = (
      await t.db
        .select()
        .from(kycSubmissions)
        .where(inArray(kycSubmissions.userId, [sofia.userId]))
    ).length;
    expect(ids).toBe(1);
  });
});
