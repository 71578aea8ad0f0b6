import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../src/server/platform/notifications/notifications';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('notifications API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await t.get('/api/v1/me/notifications')).statusCode).toBe(401);
    expect((await t.post('/api/v1/me/notifications/read', {})).statusCode).toBe(401);
  });

  it('lists only my notifications, counts unread, and marks them read', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await createNotification(t.db, {
      userId: me.user.id,
      type: 'system',
      title: 'Welcome',
      message: 'Welcome to VINO',
    });
    await createNotification(t.db, {
      userId: me.user.id,
      type: 'price',
      title: 'Price alert',
      message: 'VINO crossed 1.00',
    });
    await createNotification(t.db, { userId: other.user.id, type: 'system', title: 'Other', message: 'Not yours' });

    const list = (await t.get('/api/v1/me/notifications', me.cookie)).json();
    expect(list.unread).toBe(2);
    expect(list.items.map((n: { title: string }) => n.title).sort()).toEqual(['Price alert', 'Welcome']);

    const first = list.items[0].id as string;
    expect((await t.post('/api/v1/me/notifications/read', { ids: [first] }, me.cookie)).statusCode).toBe(200);
    expect((await t.get('/api/v1/me/notifications', me.cookie)).json().unread).toBe(1);

    // Marking someone else's id, or marking twice, never drives a count below zero.
    const theirs = (await t.get('/api/v1/me/notifications', other.cookie)).json().items[0].id as string;
    await t.post('/api/v1/me/notifications/read', { ids: [theirs] }, me.cookie);
    expect((await t.get('/api/v1/me/notifications', other.cookie)).json().unread).toBe(1);
    await t.post('/api/v1/me/notifications/read', {}, me.cookie);
    await t.post('/api/v1/me/notifications/read', {}, me.cookie);
    expect((await t.get('/api/v1/me/notifications', me.cookie)).json().unread).toBe(0);
  });

  it('rejects malformed ids with a field message', async () => {
    const me = await signedInUser(t);
    const res = await t.post('/api/v1/me/notifications/read', { ids: ['nope'] }, me.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('ids.0');
  });
});
