import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification, findNotifications } from '../../src/server/platform/notifications/notifications';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('notification unread count under concurrent mark-read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never goes below 0 and never miscounts when many mark-read calls race', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    for (let i = 0; i < 12; i++)
      await createNotification(t.db, { userId: me.user.id, type: 'system', title: `N${i}`, message: 'Hello' });
    await createNotification(t.db, { userId: other.user.id, type: 'system', title: 'Theirs', message: 'Hello' });
    const ids = (await findNotifications(t.db, me.user.id, 100)).items.map((n) => n.id);

    // The same ids marked read many times at once, mixed with "mark all read" calls.
    const calls = Array.from({ length: 24 }, (_, i) =>
      t.post(
        '/api/v1/me/notifications/read',
        i % 3 === 0 ? {} : { ids: ids.slice((i * 2) % 12, ((i * 2) % 12) + 4) },
        me.cookie,
      ),
    );
    // A read list in the middle of the race is between 0 and 12.
    const during = t.get('/api/v1/me/notifications', me.cookie);
    for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(200);
    const midway = (await during).json().unread;
    expect(midway).toBeGreaterThanOrEqual(0);
    expect(midway).toBeLessThanOrEqual(12);

    const after = (await t.get('/api/v1/me/notifications', me.cookie)).json();
    expect(after.unread).toBe(0);
    expect(after.items.every((n: { read: boolean }) => n.read)).toBe(true);

    // Marking read again when nothing is unread keeps the count at 0, not below.
    await Promise.all(Array.from({ length: 5 }, () => t.post('/api/v1/me/notifications/read', {}, me.cookie)));
    expect((await t.get('/api/v1/me/notifications', me.cookie)).json().unread).toBe(0);
    // Someone else's notification stays unread.
    expect((await t.get('/api/v1/me/notifications', other.cookie)).json().unread).toBe(1);
  });
});
