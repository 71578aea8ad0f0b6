import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BlogListResponse, BlogPostDetail } from '../../src/contracts/content';
import { slugFromTitle } from '../../src/domain/content';
import { auditLog, blogPostLikes, blogPosts, blogPostViews } from '../../src/server/db/schema';
import { SEED_BLOG_POSTS } from '../../src/server/db/seed/blog-posts';
import { saveBlogPost } from '../../src/server/modules/content/save-blog-post';
import { sanitizePostHtml } from '../../src/server/modules/content/sanitize-post-html';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const POSTS = '/api/v1/blog/posts';
const post = (slug: string) => `${POSTS}/${slug}`;

const MALICIOUS_HTML = `
<h2 onclick="steal()">Heading</h2>
<p>Text <a href="javascript:alert(1)">bad link</a> and <a href="https://example.com/ok">good link</a></p>
<script>alert('xss')</script>
<img src="/images/blog/investment.svg" onerror="alert(1)" alt="cover">
<img src="https://tracker.example/pixel.png" alt="remote">
<iframe src="https://evil.example"></iframe>
<p style="position:fixed">styled</p>`;

function expectSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror=/i);
  expect(html).not.toMatch(/onclick=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).not.toContain('tracker.example');
}

describe('blog API', () => {
  let t: TestApp;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    alice = { cookie: a.cookie, id: a.user.id };
    bob = { cookie: b.cookie, id: b.user.id };
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.get(`${POSTS}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BlogListResponse;
  };
  const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) } });

  it('lists the featured post, six cards and the category counts of the published posts', async () => {
    const body = await list();
    expect(body.featured?.slug).toBe('future-rwa-tokenization');
    expect(body.items).toHaveLength(6);
    expect(body.items.map((p) => p.slug)).not.toContain('future-rwa-tokenization');
    expect(body.total).toBe(23);
    expect(body.hasMore).toBe(true);
    expect(body.categories).toEqual([
      { name: 'All', count: 24 },
      { name: 'Investment', count: 8 },
      { name: 'Technology', count: 6 },
      { name: 'Wine Market', count: 5 },
      { name: 'Regulation', count: 3 },
      { name: 'Market Analysis', count: 2 },
    ]);
    // Newest first.
    const dates = body.items.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('seeds slugs from titles (lower-cased, spaces as hyphens), including the two known slugs', async () => {
    const rows = await t.db.select({ slug: blogPosts.slug, title: blogPosts.title }).from(blogPosts);
    expect(rows).toHaveLength(24);
    for (const row of rows) expect(row.slug).toBe(row.title.toLowerCase().replaceAll(' ', '-'));
    expect(rows.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['future-rwa-tokenization', 'wine-outperforms-assets']),
    );
    expect(SEED_BLOG_POSTS.filter((p) => p.isFeatured)).toHaveLength(1);
  });

  it('pages through every card exactly once with Load More', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await list(`?page=${page}&pageSize=6`);
      if (page > 1) expect(body.featured).toBeNull();
      expect(body.items).toHaveLength(page < 4 ? 6 : 5);
      expect(body.hasMore).toBe(page < 4);
      seen.push(...body.items.map((p) => p.slug));
    }
    expect(new Set(seen).size).toBe(23);
    const beyond = await list('?page=5');
    expect(beyond.items).toEqual([]);
    expect(beyond.hasMore).toBe(false);
  });

  it('filters by category and searches titles, excerpts and tags', async () => {
    const technology = await list('?category=Technology');
    expect(technology.featured?.slug).toBe('future-rwa-tokenization');
    expect(technology.total).toBe(5);
    expect(technology.items.every((p) => p.category === 'Technology')).toBe(true);

    const investment = await list('?category=Investment&pageSize=24');
    expect(investment.featured).toBeNull();
    expect(investment.total).toBe(8);
    expect(investment.items).toHaveLength(8);

    const burgundy = await list(`?q=${encodeURIComponent('BURGUNDY')}`);
    expect(burgundy.items.map((p) => p.slug)).toContain('why-burgundy-prices-keep-climbing');
    expect((await list('?q=MiCA')).items.map((p) => p.slug)).toEqual(['what-mica-means-for-asset-backed-tokens']);
    // LIKE wildcards typed by a reader are matched literally ('wine' then an 'x' later would match many).
    expect((await list(`?q=${encodeURIComponent('wine%x')}`)).items).toEqual([]);
    expect((await list(`?q=${encodeURIComponent('102.4%')}`)).items.length).toBeGreaterThan(0);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1001', 'page'],
    ['?page=1.5', 'page'],
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=25', 'pageSize'],
    ['?category=Gossip', 'category'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 for bad parameters (%s)', async (query, field) => {
    const res = await t.get(`${POSTS}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('returns one article with its HTML, and 404 for unknown or unpublished slugs', async () => {
    const res = await t.get(post('wine-outperforms-assets'));
    expect(res.statusCode).toBe(200);
    const detail = res.json() as BlogPostDetail;
    expect(detail).toMatchObject({
      title: 'Wine Outperforms Assets',
      category: 'Investment',
      isLiked: false,
      isBookmarked: false,
    });
    expect(detail.content).toContain('<h2>');
    expect(detail.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(detail.readTimeMinutes).toBeGreaterThanOrEqual(2);

    const unknown = await t.get(post('no-such-article'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("The article you're looking for doesn't exist.");
    expect((await t.get(post('Bad_Slug!'))).statusCode).toBe(400);
  });

  it('keeps one like per user, idempotently, and tells each reader whether they liked it', async () => {
    const url = `${post('future-rwa-tokenization')}/like`;
    const visitor = await send('PUT', url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to like or save articles.');

    expect((await send('PUT', url, alice.cookie)).json()).toEqual({ isLiked: true, likes: 1 });
    expect((await send('PUT', url, alice.cookie)).json()).toEqual({ isLiked: true, likes: 1 });
    expect((await t.get(post('future-rwa-tokenization'), alice.cookie)).json()).toMatchObject({
      isLiked: true,
      likes: 1,
    });
    expect((await t.get(post('future-rwa-tokenization'), bob.cookie)).json()).toMatchObject({
      isLiked: false,
      likes: 1,
    });
    expect((await send('PUT', url, bob.cookie)).json()).toEqual({ isLiked: true, likes: 2 });
    expect((await send('DELETE', url, alice.cookie)).json()).toEqual({ isLiked: false, likes: 1 });
    expect((await send('DELETE', url, alice.cookie)).json()).toEqual({ isLiked: false, likes: 1 });
    const rows = await t.db.select().from(blogPostLikes);
    expect(rows.map((r) => r.userId)).toEqual([bob.id]);
    expect((await send('PUT', `${post('no-such-article')}/like`, alice.cookie)).statusCode).toBe(404);
  });

  it('keeps bookmarks per user: another user does not see them', async () => {
    const url = `${post('staking-vino-for-passive-income')}/bookmark`;
    expect((await send('PUT', url)).statusCode).toBe(401);
    expect((await send('PUT', url, alice.cookie)).json()).toEqual({ isBookmarked: true });
    expect((await send('PUT', url, alice.cookie)).json()).toEqual({ isBookmarked: true });

    const mine = await t.get('/api/v1/me/blog-bookmarks', alice.cookie);
    expect(mine.json().items.map((p: { slug: string }) => p.slug)).toEqual(['staking-vino-for-passive-income']);
    expect((await t.get('/api/v1/me/blog-bookmarks', bob.cookie)).json().items).toEqual([]);
    expect((await t.get('/api/v1/me/blog-bookmarks')).statusCode).toBe(401);
    expect((await t.get(post('staking-vino-for-passive-income'), alice.cookie)).json().isBookmarked).toBe(true);
    expect((await t.get(post('staking-vino-for-passive-income'), bob.cookie)).json().isBookmarked).toBe(false);

    expect((await send('DELETE', url, alice.cookie)).json()).toEqual({ isBookmarked: false });
    expect((await t.get('/api/v1/me/blog-bookmarks', alice.cookie)).json().items).toEqual([]);
  });

  it('counts a view once per visitor: a cookie for visitors, the account for signed-in readers', async () => {
    const url = `${post('wine-as-an-inflation-hedge')}/view`;
    const first = await send('POST', url);
    expect(first.json()).toEqual({ counted: true, views: 1 });
    const cookie = first.cookies.find((c) => c.name === 'vino_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const again = await send('POST', url, `vino_visitor=${cookie!.value}`);
    expect(again.json()).toEqual({ counted: false, views: 1 });
    expect(again.cookies.find((c) => c.name === 'vino_visitor')).toBeUndefined();

    expect((await send('POST', url)).json()).toEqual({ counted: true, views: 2 });
    expect((await send('POST', url, alice.cookie)).json()).toEqual({ counted: true, views: 3 });
    expect((await send('POST', url, alice.cookie)).json()).toEqual({ counted: false, views: 3 });
    expect((await t.get(post('wine-as-an-inflation-hedge'))).json().views).toBe(3);

    // The raw cookie value is never stored, only a keyed hash.
    const keys = (await t.db.select().from(blogPostViews)).map((r) => r.visitorKey);
    expect(keys).toHaveLength(3);
    expect(keys.some((k) => k.includes(cookie!.value))).toBe(false);
    expect(keys).toContain(`u:${alice.id}`);
    expect((await send('POST', `${post('no-such-article')}/view`)).statusCode).toBe(404);
  });

  it('stores seeded posts sanitised', async () => {
    const rows = await t.db.select({ content: blogPosts.content }).from(blogPosts);
    for (const row of rows) expect(sanitizePostHtml(row.content)).toBe(row.content);
  });

  it('strips scripts, event handlers and javascript: links on write and again on read', async () => {
    const saved = await saveBlogPost(
      t.db,
      {
        title: 'Sanitised Post',
        slug: 'sanitised-post',
        excerpt: 'Checks the sanitiser.',
        content: MALICIOUS_HTML,
        author: 'Test',
        category: 'Technology',
        tags: [],
        status: 'published',
        isFeatured: false,
        image: '/images/blog/technology.svg',
      },
      { userId: alice.id },
    );
    expectSafe(saved.content);
    expect(saved.content).toContain('<h2>Heading</h2>');
    expect(saved.content).toContain('href="https://example.com/ok" rel="noopener noreferrer"');
    expect(saved.content).toContain('<img src="/images/blog/investment.svg" alt="cover" />');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, saved.id));
    expect(audit.map((a) => a.action)).toEqual(['blog_post.created']);

    // A row changed behind the application's back is sanitised on the way out.
    await t.db.update(blogPosts).set({ content: MALICIOUS_HTML }).where(eq(blogPosts.id, saved.id));
    const res = await t.get(post('sanitised-post'));
    expect(res.statusCode).toBe(200);
    expectSafe(res.json().content);
    expect(res.json().content).toContain('good link');
  });

  it('derives the category counts from published posts as they change', async () => {
    const draftInput = {
      title: 'Draft Regulation Note',
      slug: slugFromTitle('Draft Regulation Note'),
      excerpt: 'Not yet published.',
      content: '<p>Draft.</p>',
      author: 'Test',
      category: 'Regulation' as const,
      tags: [],
      status: 'draft' as const,
      isFeatured: false,
      image: '/images/blog/regulation.svg',
    };
    const before = await list();
    const draft = await saveBlogPost(t.db, draftInput, { userId: alice.id });
    const withDraft = await list();
    expect(withDraft.categories).toEqual(before.categories);
    expect((await t.get(post(draft.slug))).statusCode).toBe(404);

    await saveBlogPost(
      t.db,
      { ...draftInput, title: 'New Regulation Update', slug: 'new-regulation-update', status: 'published' },
      { userId: alice.id },
    );
    const after = await list();
    const count = (body: BlogListResponse, name: string) => body.categories.find((c) => c.name === name)?.count;
    expect(count(after, 'All')).toBe(count(before, 'All')! + 1);
    expect(count(after, 'Regulation')).toBe(count(before, 'Regulation')! + 1);
    expect(after.items[0]?.slug).toBe('new-regulation-update');

    // Publishing the draft counts it too, with its publication date set.
    const published = await saveBlogPost(
      t.db,
      { ...draftInput, id: draft.id, status: 'published' },
      { userId: alice.id },
    );
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(count(await list(), 'Regulation')).toBe(count(before, 'Regulation')! + 2);
    const rows = await t.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.category, 'Regulation'), eq(blogPosts.status, 'published')));
    expect(count(await list(), 'Regulation')).toBe(rows.length);
  });

  it('refuses a slug another post already uses', async () => {
    await expect(
      saveBlogPost(
        t.db,
        {
          title: 'Duplicate',
          slug: 'future-rwa-tokenization',
          excerpt: 'x',
          content: '<p>x</p>',
          author: 'Test',
          category: 'Technology',
          tags: [],
          status: 'draft',
          isFeatured: false,
          image: '/images/blog/technology.svg',
        },
        { userId: alice.id },
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'SLUG_TAKEN' });
  });
});
