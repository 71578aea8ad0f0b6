import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DocumentListResponse } from '../../src/contracts/documents';
import {
  auditLog,
  documentDownloads,
  documents,
  investorAccessRequests,
  mailOutbox,
  userProfiles,
} from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const LIST = '/api/v1/documents';
const HISTORY = '/api/v1/me/document-downloads';
const REQUESTS = '/api/v1/investor-access-requests';

/** The documents the spec names, each a download somewhere in the product. */
const NAMED_SLUGS = [
  'whitepaper',
  'annual-report-2023',
  'investor-presentation',
  'q4-report',
  'esg-report',
  'wine-portfolio-analysis',
  'media-kit',
];

describe('document library', () => {
  let t: TestApp;
  let cookies: Record<'user' | 'verified' | 'investorRole' | 'accredited' | 'admin', string>;
  let verifiedUserId: string;
  let nextAddress = 1;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signedInUser(t);
    const verified = await signedInUser(t);
    const investorRole = await signedInUser(t, { role: 'investor' });
    const accredited = await signedInUser(t);
    const admin = await signedInUser(t, { role: 'admin' });
    await t.db.update(userProfiles).set({ investorStatus: 'verified' }).where(eq(userProfiles.id, verified.user.id));
    await t.db
      .update(userProfiles)
      .set({ investorStatus: 'accredited' })
      .where(eq(userProfiles.id, accredited.user.id));
    verifiedUserId = verified.user.id;
    cookies = {
      user: user.cookie,
      verified: verified.cookie,
      investorRole: investorRole.cookie,
      accredited: accredited.cookie,
      admin: admin.cookie,
    };
  });
  afterAll(() => t.close());

  const list = async (query = '', cookie?: string) => {
    const res = await t.get(`${LIST}${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DocumentListResponse;
  };
  const download = (slug: string, cookie?: string) => t.get(`/docs/${slug}.pdf`, cookie);

  describe('listing', () => {
    it('seeds every named download, the six legal reports and every access level', async () => {
      const body = await list();
      const slugs = body.items.map((d) => d.slug);
      for (const slug of NAMED_SLUGS) expect(slugs).toContain(slug);
      const legal = await list('?kind=legal-report');
      expect(legal.items.map((d) => d.reportType).sort()).toEqual(
        ['Compliance', 'Financial', 'Policy', 'Privacy', 'Risk', 'Security'].sort(),
      );
      expect(legal.items.map((d) => d.slug)).toContain('soc-2-type-ii-audit-report');
      expect(new Set(body.items.map((d) => d.accessLevel))).toEqual(
        new Set(['public', 'investor', 'accredited', 'premium', 'admin']),
      );
      expect(body.items.length).toBeGreaterThanOrEqual(8);
    });

    it('answers the summary tiles and the category overview from the rows', async () => {
      const body = await list();
      const rows = await t.db.select().from(documents);
      expect(body.summary).toEqual({
        totalDocuments: rows.length,
        totalDownloads: rows.reduce((sum, r) => sum + r.downloads, 0),
        featuredCount: rows.filter((r) => r.featured).length,
        publicCount: rows.filter((r) => r.accessLevel === 'public').length,
      });
      expect(body.featured.every((d) => d.featured)).toBe(true);
      expect(body.featured.length).toBe(body.summary.featuredCount);
      expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(rows.length);
      const whitepaper = body.items.find((d) => d.slug === 'whitepaper')!;
      expect(whitepaper.downloadUrl).toBe('/docs/whitepaper.pdf');
      expect(whitepaper.fileSizeBytes).toBe(rows.find((r) => r.slug === 'whitepaper')!.fileSizeBytes);
    });

    it('searches title, description, author and tags case-insensitively', async () => {
      expect((await list('?search=ESG')).items.map((d) => d.slug)).toContain('esg-report');
      expect((await list('?search=tokenomics')).items.map((d) => d.slug)).toEqual(['whitepaper']);
      expect((await list('?search=vino%20legal')).items.every((d) => d.author === 'VINO Legal')).toBe(true);
      const none = await list('?search=zzzz-nothing-matches');
      expect(none.items).toEqual([]);
      expect(none.total).toBe(0);
      // Wildcards are literal: a lone % matches only titles with a percent sign (none).
      expect((await list('?search=%25')).total).toBe(0);
    });

    it('filters by category and access level', async () => {
      const audits = await list('?category=audit');
      expect(audits.total).toBeGreaterThan(0);
      expect(audits.items.every((d) => d.category === 'audit')).toBe(true);
      const accredited = await list('?access=accredited');
      expect(accredited.total).toBeGreaterThan(0);
      expect(accredited.items.every((d) => d.accessLevel === 'accredited')).toBe(true);
      const both = await list('?category=legal&access=public');
      expect(both.items.every((d) => d.category === 'legal' && d.accessLevel === 'public')).toBe(true);
    });

    it('sorts by date, title and downloads', async () => {
      const byDate = (await list('?sort=date')).items.map((d) => d.publishedOn);
      expect(byDate).toEqual([...byDate].sort().reverse());
      const byTitle = (await list('?sort=title')).items.map((d) => d.title);
      expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      await download('media-kit');
      await download('media-kit');
      const byDownloads = (await list('?sort=downloads')).items;
      expect(byDownloads[0]!.slug).toBe('media-kit');
      const counts = byDownloads.map((d) => d.downloads);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('returns named slugs in the order asked', async () => {
      const body = await list('?slugs=q4-report,whitepaper,annual-report-2023');
      expect(body.items.map((d) => d.slug)).toEqual(['q4-report', 'whitepaper', 'annual-report-2023']);
    });

    it.each([
      '?sort=popularity',
      '?category=memo',
      '?access=secret',
      '?kind=other',
      `?search=${'x'.repeat(101)}`,
      '?slugs=../etc',
    ])('refuses bad parameters %s with 400', async (query) => {
      const res = await t.get(`${LIST}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeDefined();
    });

    it('tells each viewer what they may download', async () => {
      const levels = async (cookie?: string) => (await list('', cookie)).viewer.accessLevels;
      expect(await levels()).toEqual(['public']);
      expect(await levels(cookies.user)).toEqual(['public']);
      expect(await levels(cookies.verified)).toEqual(['public', 'investor']);
      expect(await levels(cookies.accredited)).toEqual(['public', 'investor', 'accredited']);
      expect(await levels(cookies.admin)).toEqual(['public', 'investor', 'accredited', 'premium', 'admin']);
      const forVerified = await list('', cookies.verified);
      const memo = forVerified.items.find((d) => d.slug === 'premium-circle-offering-memorandum')!;
      expect(memo.canDownload).toBe(false);
      expect(forVerified.items.find((d) => d.slug === 'quarterly-investor-letter-q4-2023')!.canDownload).toBe(true);
    });
  });

  describe('downloads', () => {
    it('serves a real PDF with its stored size and the spec file name', async () => {
      const res = await download('annual-report-2023');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
      const [row] = await t.db.select().from(documents).where(eq(documents.slug, 'annual-report-2023'));
      expect(Number(res.headers['content-length'])).toBe(row!.fileSizeBytes);
      expect(res.rawPayload.length).toBe(row!.fileSizeBytes);
      expect(res.headers['content-disposition']).toContain('filename="Annual-Report-2023.pdf"');
      expect(res.headers['cache-control']).toContain('must-revalidate');
      expect(res.headers['etag']).toBeTruthy();
      // Two pages or more for the annual report.
      const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(2);
    });

    it('stores the file and serves the same bytes again; a matching ETag gets 304 and is not counted', async () => {
      const first = await download('whitepaper');
      const second = await download('whitepaper');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(await t.app.storage.open('documents/whitepaper.pdf')).not.toBeNull();
      const [before] = await t.db.select().from(documents).where(eq(documents.slug, 'whitepaper'));
      const cached = await t.app.inject({
        method: 'GET',
        url: '/docs/whitepaper.pdf',
        headers: { 'if-none-match': String(first.headers['etag']) },
      });
      expect(cached.statusCode).toBe(304);
      const [after] = await t.db.select().from(documents).where(eq(documents.slug, 'whitepaper'));
      expect(after!.downloads).toBe(before!.downloads);
    });

    it('answers 404 for an unknown slug or a file name that is not a document', async () => {
      for (const path of ['/docs/no-such-document.pdf', '/docs/whitepaper.txt']) {
        const res = await t.get(path);
        expect(res.statusCode, path).toBe(404);
      }
      // An encoded slash is not a canonical path: refused before routing, so it never reaches a file.
      expect((await t.get('/docs/..%2Fsecret.pdf')).statusCode).toBe(400);
    });

    type Viewer = 'visitor' | 'user' | 'verified' | 'investorRole' | 'accredited' | 'admin';
    const MATRIX: Record<string, Record<Viewer, number>> = {
      'media-kit': { visitor: 200, user: 200, verified: 200, investorRole: 200, accredited: 200, admin: 200 },
      'quarterly-investor-letter-q4-2023': {
        visitor: 401,
        user: 403,
        verified: 200,
        investorRole: 200,
        accredited: 200,
        admin: 200,
      },
      'premium-circle-offering-memorandum': {
        visitor: 401,
        user: 403,
        verified: 403,
        investorRole: 403,
        accredited: 200,
        admin: 200,
      },
      'board-risk-register-2024': {
        visitor: 401,
        user: 403,
        verified: 403,
        investorRole: 403,
        accredited: 403,
        admin: 200,
      },
    };

    it.each(Object.keys(MATRIX))('enforces the access level of %s for every viewer', async (slug) => {
      for (const [viewer, status] of Object.entries(MATRIX[slug]!) as [Viewer, number][]) {
        const res = await download(slug, viewer === 'visitor' ? undefined : cookies[viewer]);
        expect(res.statusCode, `${slug} as ${viewer}`).toBe(status);
        if (status === 200) expect(res.headers['content-type']).toBe('application/pdf');
        else expect(res.json().error.message).toMatch(/investor|administrators|sign in/i);
      }
    });

    it('explains how to get access when refused', async () => {
      const visitor = await download('quarterly-investor-letter-q4-2023');
      expect(visitor.json().error.message).toMatch(/^Please sign in to download this document/);
      const user = await download('premium-circle-offering-memorandum', cookies.verified);
      expect(user.json().error.message).toContain('accredited investors only');
    });

    it('counts each download and records the signed-in user’s history, newest first', async () => {
      const [before] = await t.db.select().from(documents).where(eq(documents.slug, 'esg-report'));
      await download('esg-report', cookies.verified);
      await download('quarterly-investor-letter-q4-2023', cookies.verified);
      await download('esg-report'); // a visitor counts, without history
      const [after] = await t.db.select().from(documents).where(eq(documents.slug, 'esg-report'));
      expect(after!.downloads).toBe(before!.downloads + 2);
      const visitorRows = await t.db
        .select()
        .from(documentDownloads)
        .where(and(eq(documentDownloads.documentId, after!.id)));
      expect(visitorRows.filter((r) => r.userId === null).length).toBeGreaterThanOrEqual(1);

      const history = await t.get(HISTORY, cookies.verified);
      expect(history.statusCode).toBe(200);
      const items = history.json().items as { slug: string; downloadedAt: string; downloadUrl: string }[];
      expect(items.map((i) => i.slug).slice(0, 2)).toEqual(['quarterly-investor-letter-q4-2023', 'esg-report']);
      expect(items.every((i) => i.downloadUrl === `/docs/${i.slug}.pdf`)).toBe(true);
      const rows = await t.db.select().from(documentDownloads).where(eq(documentDownloads.userId, verifiedUserId));
      expect(rows.length).toBe(items.length);
      // A refused download is neither counted nor recorded.
      await download('board-risk-register-2024', cookies.verified);
      expect((await t.get(HISTORY, cookies.verified)).json().items).toHaveLength(items.length);
    });

    it('requires sign-in for the download history', async () => {
      expect((await t.get(HISTORY)).statusCode).toBe(401);
    });
  });

  describe('investor access requests', () => {
    const send = (payload: unknown, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: REQUESTS,
        payload: payload as object,
        remoteAddress: `198.51.100.${nextAddress++}`,
        headers: cookie ? { cookie } : {},
      });

    it('validates the fields with their messages', async () => {
      const res = await send({});
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ name: 'Name is required', email: 'Email is required' });
      const bad = await send({ name: 'Ada', email: 'not-an-address' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.email).toBe('Please enter a valid email address');
      const long = await send({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(2001) });
      expect(long.json().error.fields.message).toBe('Message is too long');
    });

    it('stores the request, audits it and mails a confirmation', async () => {
      const res = await send(
        { name: 'Grace Hopper', email: 'Grace@Example.com', message: 'Family office, USD 250k' },
        cookies.user,
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.status).toBe('pending');
      const [row] = await t.db.select().from(investorAccessRequests).where(eq(investorAccessRequests.id, body.id));
      expect(row).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', status: 'pending' });
      expect(row!.userId).not.toBeNull();
      const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, row!.userId!));
      expect(profile!.investorStatus).toBe('pending');
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
      expect(audit.map((a) => a.action)).toEqual(['investor_access.request']);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('We received your investor access request');
    });

    it('keeps an investor status already granted', async () => {
      const res = await send({ name: 'Verified Vera', email: 'vera@example.com' }, cookies.verified);
      expect(res.statusCode).toBe(201);
      const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, verifiedUserId));
      expect(profile!.investorStatus).toBe('verified');
    });

    it('accepts a visitor and escapes the name in the mail', async () => {
      const res = await send({ name: '<b>Eve</b>', email: 'eve@example.com' });
      expect(res.statusCode).toBe(201);
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'eve@example.com'));
      expect(mail!.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    });

    it('is rate-limited per address', async () => {
      const address = '203.0.113.77';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: REQUESTS,
          payload: { name: 'Rate', email: `rate-${i}@example.com` },
          remoteAddress: address,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses[5]).toBe(429);
    });
  });
});
