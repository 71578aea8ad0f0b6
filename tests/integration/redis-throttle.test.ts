import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const REDIS_URL = process.env.REDIS_URL;

/** With REDIS_URL (as CI sets it) the sign-in throttle is shared by every app instance. */
describe.skipIf(!REDIS_URL)('sign-in throttle shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: REDIS_URL! });
    b = await createTestApp({ REDIS_URL: REDIS_URL! });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('blocks on instance B after the failures made on instance A', async () => {
    const email = `redis-${Date.now()}@example.com`;
    const user = await insertUser(a.db, { email });
    await insertUser(b.db, { email, password: user.password });
    for (let i = 0; i < 5; i += 1) {
      expect((await a.post('/api/auth/sign-in/email', { email, password: 'wrong-password-123' })).statusCode).toBe(401);
    }
    const blocked = await b.post('/api/auth/sign-in/email', { email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});
