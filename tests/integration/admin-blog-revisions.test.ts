import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBlogPost,
  AdminBlogPostInput,
  AdminBlogRevisionDetail,
  AdminBlogRevisionList,
} from '../../src/contracts/admin-content';
import { auditLog, blogPosts } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const BASE = '/api/v1/admin/blog-posts';

const input = (over: Partial<AdminBlogPostInput> = {}): AdminBlogPostInput => ({
  title: 'Markdown Revisions Post',
  category: 'Investment',
  tags: ['markdown'],
  excerpt: 'Written in Markdown.',
  status: 'draft',
  bodyFormat: 'markdown',
  content: '# Opening\n\nFirst **draft**.',
  ...over,
});

describe('admin blog posts: Markdown body, revision history, concurrent edits', () => {
  let t: TestApp;
  let ada: string;
  let bea: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = (await signedInUser(t, { role: 'admin', name: 'Ada Admin' })).cookie;
    bea = (await signedInUser(t, { role: 'admin', name: 'Bea Editor' })).cookie;
  });
  afterAll(() => t.close());

  const put = (id: string, body: unknown, cookie = ada) =>
    t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: body as object,
      headers: { origin: t.config.publicUrl, cookie },
    });
  const create = async (over: Partial<AdminBlogPostInput> = {}) => {
    const res = await t.post(BASE, input(over), ada);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminBlogPost>();
  };
  const revisions = async (id: string) =>
    (await t.get(`${BASE}/${id}/revisions`, ada)).json<AdminBlogRevisionList>().items;
  const restore = (id: string, revisionId: string, expectedUpdatedAt: string, cookie = ada) =>
    t.post(`${BASE}/${id}/revisions/${revisionId}/restore`, { expectedUpdatedAt }, cookie);

  it('renders Markdown on save, sanitised (script and javascript: links stripped), and keeps the source', async () => {
    const source =
      '# Vintage Report\n\n**Bold** and _italic_, a [link](https://vino.example) and [bad](javascript:alert(1)).\n\n' +
      '- one\n- two\n\n> A quote\n\n<script>alert(1)</script><p onclick="x()">raw</p>';
    const post = await create({ title: 'Markdown Sanitised Post', content: source, status: 'published' });
    expect(post.bodyFormat).toBe('markdown');
    expect(post.source).toBe(source);
    expect(post.content).toContain('<h2>Vintage Report</h2>');
    expect(post.content).toContain('<strong>Bold</strong> and <em>italic</em>');
    expect(post.content).toContain('<a href="https://vino.example" rel="noopener noreferrer">link</a>');
    expect(post.content).toContain('<li>one</li>');
    expect(post.content).toContain('<blockquote>');
    expect(post.content).not.toMatch(/script|javascript|onclick/);

    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ bodyFormat: 'markdown', bodySource: source });
    expect(row!.content).not.toMatch(/script|javascript|onclick/);
    // Readers get the stored HTML: the public article is the rendering, not the Markdown.
    const article = (await t.get(`/api/v1/blog/posts/${post.slug}`)).json<{ content: string }>();
    expect(article.content).toBe(post.content);
  });

  it('keeps HTML posts as HTML: the editor source is the HTML itself', async () => {
    const post = await create({ title: 'Legacy Html Post', bodyFormat: 'html', content: '<h2>Old</h2><p>Body</p>' });
    expect(post).toMatchObject({ bodyFormat: 'html', source: '<h2>Old</h2><p>Body</p>' });
    const omitted = await t.post(BASE, { ...input({ title: 'No Format Post' }), bodyFormat: undefined }, ada);
    expect(omitted.json()).toMatchObject({ bodyFormat: 'html' });
  });

  it('stores a revision for every save, publish and archive, with who and when; one can be read back', async () => {
    const post = await create({ title: 'Revisions Every Save' });
    expect((await revisions(post.id)).map((r) => r.number)).toEqual([1]);
    const updated = await put(
      post.id,
      {
        ...input({ title: 'Revisions Every Save v2', content: 'Second **draft**.' }),
        expectedUpdatedAt: post.updatedAt,
      },
      bea,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await t.post(`${BASE}/${post.id}/publish`, {}, ada)).statusCode).toBe(200);
    expect((await t.post(`${BASE}/${post.id}/archive`, {}, bea)).statusCode).toBe(200);

    const list = await revisions(post.id);
    expect(list.map((r) => [r.number, r.action, r.savedBy, r.status, r.title])).toEqual([
      [4, 'archived', 'Bea Editor', 'archived', 'Revisions Every Save v2'],
      [3, 'published', 'Ada Admin', 'published', 'Revisions Every Save v2'],
      [2, 'updated', 'Bea Editor', 'draft', 'Revisions Every Save v2'],
      [1, 'created', 'Ada Admin', 'draft', 'Revisions Every Save'],
    ]);
    expect(new Date(list[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[3]!.createdAt).getTime());

    const first = (await t.get(`${BASE}/${post.id}/revisions/${list[3]!.id}`, ada)).json<AdminBlogRevisionDetail>();
    expect(first).toMatchObject({ number: 1, source: '# Opening\n\nFirst **draft**.', bodyFormat: 'markdown' });
    expect(first.content).toContain('<strong>draft</strong>');
  });

  it('restores a revision as a new revision (title, excerpt, body; status kept), audited; a stale restore is 409', async () => {
    const post = await create({ title: 'Restore Me', excerpt: 'Original excerpt.', status: 'published' });
    const edited = (
      await put(post.id, {
        ...input({
          title: 'Restore Me Edited',
          excerpt: 'Edited excerpt.',
          content: 'Edited body.',
          status: 'published',
        }),
        expectedUpdatedAt: post.updatedAt,
      })
    ).json<AdminBlogPost>();
    const [, original] = await revisions(post.id);

    const stale = await restore(post.id, original!.id, post.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');

    const res = await restore(post.id, original!.id, edited.updatedAt, bea);
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json<AdminBlogPost>();
    expect(restored).toMatchObject({
      title: 'Restore Me',
      excerpt: 'Original excerpt.',
      source: '# Opening\n\nFirst **draft**.',
      status: 'published',
      // The slug stays the post's current address.
      slug: edited.slug,
    });
    expect((await t.get(`/api/v1/blog/posts/${edited.slug}`)).json().content).toContain('<h2>Opening</h2>');

    const [latest] = await revisions(post.id);
    expect(latest).toMatchObject({ number: 3, action: 'restored', restoredFrom: 1, savedBy: 'Bea Editor' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post.id), eq(auditLog.action, 'blog_post.restored')));
    expect(audit!.data).toMatchObject({
      revision: 1,
      before: { title: 'Restore Me Edited' },
      after: { title: 'Restore Me' },
    });

    const other = await create({ title: 'Another Post For Revisions' });
    expect((await restore(other.id, original!.id, other.updatedAt)).statusCode).toBe(404);
  });

  it('refuses a stale save with 409 naming who saved and when; sending that version overwrites deliberately', async () => {
    const post = await create({ title: 'Conflict Names Saver' });
    const beaSave = await put(
      post.id,
      { ...input({ title: 'Conflict Names Saver', excerpt: 'Bea was here.' }), expectedUpdatedAt: post.updatedAt },
      bea,
    );
    expect(beaSave.statusCode).toBe(200);
    const beaVersion = beaSave.json<AdminBlogPost>().updatedAt;

    const stale = await put(post.id, {
      ...input({ title: 'Conflict Names Saver', excerpt: 'Ada wins?' }),
      expectedUpdatedAt: post.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const error = stale.json().error;
    expect(error.code).toBe('EDIT_CONFLICT');
    expect(error.message).toMatch(/^Bea Editor saved this post after you opened it/);
    expect(error.fields).toEqual({ savedBy: 'Bea Editor', savedAt: beaVersion });
    expect((await t.get(`${BASE}/${post.id}`, ada)).json().excerpt).toBe('Bea was here.');

    const overwrite = await put(post.id, {
      ...input({ title: 'Conflict Names Saver', excerpt: 'Ada overwrote it.' }),
      expectedUpdatedAt: error.fields.savedAt,
    });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    expect(overwrite.json().excerpt).toBe('Ada overwrote it.');
  });

  it('a post saved before revisions were kept gets its prior state as revision 1 on the first edit', async () => {
    const [seeded] = await t.db.select().from(blogPosts).where(eq(blogPosts.category, 'Wine Market')).limit(1);
    expect(await revisions(seeded!.id)).toEqual([]);
    const current = (await t.get(`${BASE}/${seeded!.id}`, ada)).json<AdminBlogPost>();
    expect(current.bodyFormat).toBe('html');
    const res = await put(seeded!.id, {
      title: current.title,
      slug: current.slug,
      category: current.category,
      tags: current.tags,
      excerpt: 'Edited once.',
      status: current.status,
      image: current.image,
      isFeatured: current.isFeatured,
      content: current.source,
      bodyFormat: current.bodyFormat,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await revisions(seeded!.id);
    expect(list.map((r) => [r.number, r.action, r.savedBy, r.excerpt])).toEqual([
      [2, 'updated', 'Ada Admin', 'Edited once.'],
      [1, 'created', current.author, current.excerpt],
    ]);
    expect(list[1]!.createdAt).toBe(current.updatedAt);
  });
});
