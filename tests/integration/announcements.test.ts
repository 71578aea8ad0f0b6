import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAnnouncement,
  AdminAnnouncementListResponse,
  AnnouncementInput,
  CurrentAnnouncementsResponse,
} from '../../src/contracts/announcements';
import { announcementDismissals, auditLog } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const ADMIN = '/api/v1/admin/announcements';
const CURRENT = '/api/v1/announcements';
const HOUR = 3_600_000;

describe('announcements', () => {
  let t: TestApp;
  let admin: string;
  let investor: string;
  let investorId: string;
  let plainUser: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t, { role: 'admin' })).cookie;
    const inv = await signedInUser(t, { role: 'investor' });
    investor = inv.cookie;
    investorId = inv.user.id;
    plainUser = (await signedInUser(t)).cookie;
  });
  afterAll(() => t.close());

  const at = (offsetMs: number) => new Date(t.app.clock.now().getTime() + offsetMs).toISOString();
  const input = (over: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    title: 'Scheduled maintenance',
    message: 'Trading pauses for ten minutes tonight.',
    severity: 'warning',
    audience: 'all',
    startsAt: at(-60_000),
    endsAt: at(2 * HOUR),
    ...over,
  });
  const create = async (over: Partial<AnnouncementInput> = {}) => {
    const res = await t.post(ADMIN, input(over), admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminAnnouncement>();
  };
  const currentTitles = async (cookie?: string) =>
    (await t.get(CURRENT, cookie)).json<CurrentAnnouncementsResponse>().items.map((a) => a.title);

  it('shows each announcement to its audience only, by role', async () => {
    await create({ title: 'For everyone' });
    await create({ title: 'For investors', audience: 'investors' });
    await create({ title: 'For admins', audience: 'admins' });
    expect(await currentTitles()).toEqual(['For everyone']);
    expect(await currentTitles(plainUser)).toEqual(['For everyone']);
    expect((await currentTitles(investor)).sort()).toEqual(['For everyone', 'For investors']);
    expect((await currentTitles(admin)).sort()).toEqual(['For admins', 'For everyone', 'For investors']);
  });

  it('shows it only while start <= now < end (clock advanced), and end early stops it at once', async () => {
    const later = await create({ title: 'Starts in an hour', startsAt: at(HOUR), endsAt: at(3 * HOUR) });
    expect(later.state).toBe('scheduled');
    expect(await currentTitles()).not.toContain('Starts in an hour');
    t.app.clock.advance(HOUR);
    expect(await currentTitles()).toContain('Starts in an hour');
    t.app.clock.advance(2 * HOUR);
    expect(await currentTitles()).not.toContain('Starts in an hour');

    const running = await create({ title: 'Ends early' });
    expect(await currentTitles()).toContain('Ends early');
    const ended = await t.post(`${ADMIN}/${running.id}/end`, {}, admin);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<AdminAnnouncement>().state).toBe('ended');
    expect(await currentTitles()).not.toContain('Ends early');
    expect((await t.post(`${ADMIN}/${running.id}/end`, {}, admin)).statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${running.id}`,
      payload: input({ endsAt: at(HOUR) }),
      headers: { origin: t.config.publicUrl, cookie: admin },
    });
    expect(edit.statusCode).toBe(409);

    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, running.id), eq(auditLog.entityType, 'announcement')))
        .orderBy(auditLog.id)
    ).map((row) => row.action);
    expect(actions).toEqual(['announcement.created', 'announcement.ended']);
  });

  it('edits an announcement, audited before and after', async () => {
    const a = await create({ title: 'Typo in titel' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${a.id}`,
      payload: input({ title: 'Typo in title', severity: 'critical' }),
      headers: { origin: t.config.publicUrl, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminAnnouncement>()).toMatchObject({ title: 'Typo in title', severity: 'critical' });
    const [, updated] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, a.id)).orderBy(auditLog.id);
    expect(updated!.data).toMatchObject({ before: { title: 'Typo in titel' }, after: { title: 'Typo in title' } });
    // The most severe is listed first.
    expect((await currentTitles())[0]).toBe('Typo in title');
  });

  it('remembers a dismissal per user on the server', async () => {
    const a = await create({ title: 'Dismiss me', audience: 'investors' });
    expect(await currentTitles(investor)).toContain('Dismiss me');
    expect((await t.post(`${CURRENT}/${a.id}/dismiss`, {})).statusCode).toBe(401);
    const res = await t.post(`${CURRENT}/${a.id}/dismiss`, {}, investor);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.post(`${CURRENT}/${a.id}/dismiss`, {}, investor)).statusCode).toBe(200);
    expect(await currentTitles(investor)).not.toContain('Dismiss me');
    expect(await currentTitles(admin)).toContain('Dismiss me');
    const rows = await t.db.select().from(announcementDismissals).where(eq(announcementDismissals.userId, investorId));
    expect(rows.map((r) => r.announcementId)).toEqual([a.id]);
    const list = (await t.get(ADMIN, admin)).json<AdminAnnouncementListResponse>();
    expect(list.items.find((item) => item.id === a.id)?.dismissals).toBe(1);
    expect((await t.post(`${CURRENT}/00000000-0000-4000-8000-000000000000/dismiss`, {}, investor)).statusCode).toBe(
      404,
    );
  });

  it('validates with field messages: required fields, end after start, end in the future', async () => {
    const empty = await t.post(ADMIN, { ...input(), title: '', audience: 'everyone' }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ title: 'Title is required', audience: 'Choose an audience' });
    const reversed = await t.post(ADMIN, input({ startsAt: at(2 * HOUR), endsAt: at(HOUR) }), admin);
    expect(reversed.json().error.fields).toEqual({ endsAt: 'The end time must be after the start time.' });
    const past = await t.post(ADMIN, input({ startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }), admin);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ endsAt: 'The end time must be in the future.' });
  });

  it('keeps the admin routes for admins (investor 403)', async () => {
    expect((await t.get(ADMIN, investor)).statusCode).toBe(403);
    expect((await t.post(ADMIN, input(), investor)).statusCode).toBe(403);
  });
});
