import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactSubmissions } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const CONTACT = '/api/v1/contact';
const ADMIN_LIST = '/api/v1/admin/contact-submissions';

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Visiting the vault',
  message: 'Can investors visit the climate-controlled vault?',
};

describe('contact messages', () => {
  let t: TestApp;
  let nextAddress = 1;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The form is limited to 10 sends a minute per address; each test sends from its own. */
  function send(payload: unknown, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: CONTACT,
      payload: payload as object,
      remoteAddress: `192.0.2.${nextAddress++}`,
      headers: cookie ? { cookie } : {},
    });
  }

  it('names every missing required field with its message', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    const blank = await send({ name: ' ', email: ' ', subject: '', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('refuses a malformed e-mail address', async () => {
    const res = await send({ ...VALID, email: 'ada-at-example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('refuses a message over 5000 characters and an unknown category', async () => {
    const long = await send({ ...VALID, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ message: 'Message is too long (5000 characters at most)' });
    expect((await send({ ...VALID, message: 'x'.repeat(5000) })).statusCode).toBe(201);
    const category = await send({ ...VALID, category: 'complaints' });
    expect(category.statusCode).toBe(400);
    expect(Object.keys(category.json().error.fields)).toEqual(['category']);
  });

  it('stores a message with status new and category general by default', async () => {
    const res = await send({ ...VALID, subject: 'Stored message', name: '  Ada Lovelace  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), submittedAt: expect.any(String) });
    expect(Math.abs(Date.parse(body.submittedAt) - Date.now())).toBeLessThan(60_000);

    const [row] = await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, body.id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: '',
      phone: '',
      subject: 'Stored message',
      message: VALID.message,
      category: 'general',
      status: 'new',
      userId: null,
    });
  });

  it('keeps the optional fields and the chosen category, and links a signed-in sender', async () => {
    const { user, cookie } = await signedInUser(t, {});
    const res = await send(
      { ...VALID, subject: 'Partnership', company: 'Cellar Co', phone: '+1 415 555 0100', category: 'partnership' },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, res.json().id));
    expect(row).toMatchObject({
      company: 'Cellar Co',
      phone: '+1 415 555 0100',
      category: 'partnership',
      userId: user.id,
    });
  });

  describe('the admin list', () => {
    it('is closed to visitors (401) and to members and investors (403)', async () => {
      const anonymous = await t.get(ADMIN_LIST);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
      for (const role of ['user', 'investor'] as const) {
        const { cookie } = await signedInUser(t, { role });
        const res = await t.get(ADMIN_LIST, cookie);
        expect(res.statusCode, role).toBe(403);
        expect(res.json().error).toMatchObject({
          code: 'FORBIDDEN',
          message: "You don't have permission to access this page",
        });
      }
    });

    it('lists the messages newest first for an admin', async () => {
      const sent = await send({ ...VALID, subject: 'For the admin list', category: 'press' });
      expect(sent.statusCode).toBe(201);
      const { cookie } = await signedInUser(t, { role: 'admin' });
      const res = await t.get(ADMIN_LIST, cookie);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json();
      const stored = await t.db.select().from(contactSubmissions);
      expect(total).toBe(stored.length);
      expect(items[0]).toEqual({
        id: sent.json().id,
        name: VALID.name,
        email: VALID.email,
        company: '',
        phone: '',
        subject: 'For the admin list',
        message: VALID.message,
        category: 'press',
        status: 'new',
        submittedAt: sent.json().submittedAt,
      });
      const times = items.map((i: { submittedAt: string }) => Date.parse(i.submittedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const page = await t.get(`${ADMIN_LIST}?limit=1&offset=1`, cookie);
      expect(page.json().items).toHaveLength(1);
      expect(page.json().items[0].id).toBe(items[1].id);
      expect((await t.get(`${ADMIN_LIST}?limit=0`, cookie)).statusCode).toBe(400);
    });
  });
});
