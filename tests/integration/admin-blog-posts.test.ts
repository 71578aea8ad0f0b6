import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogListResponse, AdminBlogPost, AdminBlogPostInput } from '../../src/contracts/admin-content';
import type { BlogListResponse } from '../../src/contracts/content';
import { auditLog, blogPosts } from '../../src/server/db/schema';
import { publishDueBlogPosts } from '../../src/server/modules/content/admin-blog-posts';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const BASE = '/api/v1/admin/blog-posts';

const input = (over: Partial<AdminBlogPostInput> = {}): AdminBlogPostInput => ({
  title: 'Bordeaux 2025 Futures: First Look',
  category: 'Market Analysis',
  tags: ['bordeaux', 'futures'],
  excerpt: 'What the first en-primeur prices say.',
  status: 'draft',
  image: '',
  content: '<h2>First look</h2><p>Prices opened firm.</p>',
  ...over,
});

describe('admin blog posts API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let investor: string;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t, { role: 'admin', name: 'Ada Admin' });
    admin = a.cookie;
    adminId = a.user.id;
    investor = (await signedInUser(t, { role: 'investor' })).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, body: unknown, cookie = admin) =>
    t.app.inject({ method, url, payload: body as object, headers: { origin: t.config.publicUrl, cookie } });
  const create = async (over: Partial<AdminBlogPostInput> = {}) => {
    const res = await t.post(BASE, input(over), admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminBlogPost>();
  };
  const list = async (query = '') => (await t.get(`${BASE}${query}`, admin)).json<AdminBlogListResponse>();
  const publicList = async () => (await t.get('/api/v1/blog/posts?pageSize=24')).json<BlogListResponse>();
  const publicCount = (body: BlogListResponse, name: string) =>
    body.categories.find((c) => c.name === name)?.count ?? 0;
  const auditActions = async (id: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'blog_post')))
    ).map((row) => row.action);

  it('refuses visitors (401) and investors (403) on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.get(BASE)).statusCode).toBe(401);
    expect((await t.get(BASE, investor)).statusCode).toBe(403);
    expect((await t.post(BASE, input(), investor)).statusCode).toBe(403);
    expect((await send('PUT', `${BASE}/${id}`, input(), investor)).statusCode).toBe(403);
    expect((await send('DELETE', `${BASE}/${id}`, undefined, investor)).statusCode).toBe(403);
    expect((await t.post(`${BASE}/${id}/publish`, {}, investor)).statusCode).toBe(403);
    expect((await t.post(`${BASE}/${id}/archive`, {}, investor)).statusCode).toBe(403);
  });

  it('creates a draft with a slug from the title, the admin as author, the category cover, audited', async () => {
    const post = await create({ title: 'Château Margaux: 2015 in Review!' });
    expect(post).toMatchObject({
      slug: 'chateau-margaux-2015-in-review',
      status: 'draft',
      author: 'Ada Admin',
      publishedAt: null,
      image: '/images/blog/market-analysis.svg',
    });
    expect((await t.get(`/api/v1/blog/posts/${post.slug}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, post.id));
    expect(row).toMatchObject({ action: 'blog_post.created', actorUserId: adminId });
    expect((row!.data as { after: { status: string } }).after.status).toBe('draft');
  });

  it('lists every status with search, status and category filters and counts', async () => {
    const draft = await create({ title: 'Filter Draft Zinfandel', category: 'Technology' });
    const published = await create({
      title: 'Filter Published Zinfandel',
      category: 'Regulation',
      status: 'published',
    });
    const all = await list();
    expect(all.items.map((p) => p.id)).toEqual(expect.arrayContaining([draft.id, published.id]));
    expect(all.counts.all).toBe(all.counts.published + all.counts.draft + all.counts.archived);
    expect(all.items[0]).not.toHaveProperty('content');

    const search = await list('?q=zinfandel');
    expect(search.items.map((p) => p.id).sort()).toEqual([draft.id, published.id].sort());
    expect((await list('?q=zinfandel&status=draft')).items.map((p) => p.id)).toEqual([draft.id]);
    expect((await list('?q=zinfandel&category=Regulation')).items.map((p) => p.id)).toEqual([published.id]);
    expect((await list('?q=zinfandel&status=archived')).items).toEqual([]);
    expect((await list('?status=draft')).items.every((p) => p.status === 'draft')).toBe(true);
    expect((await t.get(`${BASE}?status=nope`, admin)).statusCode).toBe(400);
  });

  it('refuses a slug already in use with 409 and a clear message, on create and on update', async () => {
    const first = await create({ title: 'Unique Slug Post' });
    const clash = await t.post(BASE, input({ title: 'Another title', slug: 'unique-slug-post' }), admin);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: 'SLUG_TAKEN', fields: { slug: 'Slug is taken' } });
    expect(clash.json().error.message).toMatch(/already uses this slug/);
    const second = await create({ title: 'Second Slug Post' });
    const update = await send('PUT', `${BASE}/${second.id}`, {
      ...input({ title: 'Second Slug Post', slug: first.slug }),
      expectedUpdatedAt: second.updatedAt,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().error.code).toBe('SLUG_TAKEN');
  });

  it('validates fields with messages (bad slug, missing title, off-site image)', async () => {
    const res = await t.post(
      BASE,
      { ...input(), title: '', slug: 'Bad Slug', image: 'https://evil.example/x.png' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toEqual(expect.arrayContaining(['title', 'slug', 'image']));
  });

  it('updates with the loaded version and refuses a stale one (409) instead of overwriting', async () => {
    const post = await create({ title: 'Concurrent Edit Post' });
    const first = await send('PUT', `${BASE}/${post.id}`, {
      ...input({ title: 'Concurrent Edit Post', excerpt: 'Saved by admin one.' }),
      expectedUpdatedAt: post.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().excerpt).toBe('Saved by admin one.');
    const stale = await send('PUT', `${BASE}/${post.id}`, {
      ...input({ title: 'Concurrent Edit Post', excerpt: 'Saved by admin two.' }),
      expectedUpdatedAt: post.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');
    expect((await t.get(`${BASE}/${post.id}`, admin)).json().excerpt).toBe('Saved by admin one.');
    expect(await auditActions(post.id)).toEqual(['blog_post.created', 'blog_post.updated']);
  });

  it('edits a seeded Wine Market post without changing its category, author, counters or publication date', async () => {
    const [seeded] = await t.db.select().from(blogPosts).where(eq(blogPosts.category, 'Wine Market')).limit(1);
    const current = (await t.get(`${BASE}/${seeded!.id}`, admin)).json<AdminBlogPost>();
    const res = await send('PUT', `${BASE}/${current.id}`, {
      title: current.title,
      slug: current.slug,
      category: current.category,
      tags: current.tags,
      excerpt: 'A sharper excerpt.',
      status: current.status,
      image: current.image,
      isFeatured: current.isFeatured,
      content: current.content,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      category: 'Wine Market',
      author: current.author,
      views: current.views,
      publishedAt: current.publishedAt,
      excerpt: 'A sharper excerpt.',
    });
    expect((await t.get(`/api/v1/blog/posts/${current.slug}`)).json().excerpt).toBe('A sharper excerpt.');
  });

  it('sanitises the HTML on save', async () => {
    const post = await create({
      title: 'Sanitised Admin Post',
      content:
        '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><img src="https://t.example/p.png">',
    });
    expect(post.content).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.content).not.toMatch(/script|onclick|javascript|t\.example/);
  });

  it('publish shows a draft on the public blog, counts and sitemap at once; archive takes it away', async () => {
    const before = await publicList();
    const post = await create({ title: 'Publish Flow Post', category: 'Investment' });
    const published = await t.post(`${BASE}/${post.id}/publish`, {}, admin);
    expect(published.statusCode, published.body).toBe(200);
    const body = published.json<AdminBlogPost>();
    expect(body.status).toBe('published');
    expect(body.publishedAt).toBe(body.updatedAt);
    expect(new Date(body.publishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());

    expect((await t.get(`/api/v1/blog/posts/${post.slug}`)).statusCode).toBe(200);
    const after = await publicList();
    expect(publicCount(after, 'All')).toBe(publicCount(before, 'All') + 1);
    expect(publicCount(after, 'Investment')).toBe(publicCount(before, 'Investment') + 1);
    expect((await t.get('/sitemap.xml')).body).toContain(`/blog/${post.slug}<`);

    // Only drafts can be published, only published posts archived.
    expect((await t.post(`${BASE}/${post.id}/publish`, {}, admin)).statusCode).toBe(409);
    const archived = await t.post(`${BASE}/${post.id}/archive`, {}, admin);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ status: 'archived', publishedAt: body.publishedAt });
    expect(new Date(archived.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(body.updatedAt).getTime());
    expect((await t.post(`${BASE}/${post.id}/archive`, {}, admin)).statusCode).toBe(409);

    expect((await t.get(`/api/v1/blog/posts/${post.slug}`)).statusCode).toBe(404);
    expect(publicCount(await publicList(), 'All')).toBe(publicCount(before, 'All'));
    expect((await t.get('/sitemap.xml')).body).not.toContain(`/blog/${post.slug}<`);
    expect(await auditActions(post.id)).toEqual(['blog_post.created', 'blog_post.published', 'blog_post.archived']);
  });

  it('publishes a scheduled draft by the job once its time has come (clock advanced), not before', async () => {
    const past = await t.post(
      BASE,
      input({ title: 'Scheduled In The Past', publishAt: new Date(Date.now() - 60_000).toISOString() }),
      admin,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('publishAt');

    const at = new Date(t.app.clock.now().getTime() + 2 * 3_600_000);
    const post = await create({ title: 'Scheduled Post', publishAt: at.toISOString() });
    expect(post).toMatchObject({ status: 'draft', publishAt: at.toISOString(), publishedAt: null });
    expect(await publishDueBlogPosts(t.db, t.app.clock.now())).not.toContain(post.id);
    expect((await t.get(`/api/v1/blog/posts/${post.slug}`)).statusCode).toBe(404);

    t.app.clock.advance(3 * 3_600_000);
    try {
      expect(await publishDueBlogPosts(t.db, t.app.clock.now())).toContain(post.id);
    } finally {
      t.app.clock.reset();
    }
    const live = (await t.get(`${BASE}/${post.id}`, admin)).json<AdminBlogPost>();
    expect(live).toMatchObject({ status: 'published', publishAt: null });
    expect((await t.get(`/api/v1/blog/posts/${post.slug}`)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post.id), eq(auditLog.action, 'blog_post.published')));
    expect(row!.actorUserId).toBeNull();
  });

  it('deletes a post (audited with what was deleted); unknown ids answer 404', async () => {
    const post = await create({ title: 'Delete Me Post', status: 'published' });
    const res = await send('DELETE', `${BASE}/${post.id}`, undefined);
    expect(res.statusCode).toBe(200);
    expect((await t.get(`${BASE}/${post.id}`, admin)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/blog/posts/${post.slug}`)).statusCode).toBe(404);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, post.id));
    const deleted = rows.find((r) => r.action === 'blog_post.deleted');
    expect((deleted!.data as { before: { slug: string } }).before.slug).toBe(post.slug);
    expect((await send('DELETE', `${BASE}/${post.id}`, undefined)).statusCode).toBe(404);
    expect((await t.post(`${BASE}/${post.id}/publish`, {}, admin)).statusCode).toBe(404);
  });
});
