import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../src/domain/constants';
import { signedInUser } from '../factories/users';
import { findDisagreements } from '../setup/metric-agreement';
import { createTestApp, type TestApp } from '../setup/test-app';

// One screen's definition changed on purpose: the e-mail segments forget the system-account rule
// (as they did before the catalogue), every other screen unchanged.
vi.mock('../../src/server/modules/reporting/audience-segments', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/modules/reporting/audience-segments')>();
  return {
    ...original,
    segmentCondition: (segment: Parameters<typeof original.segmentCondition>[0], now: Date) =>
      segment === 'all_users' ? undefined : original.segmentCondition(segment, now),
  };
});

describe('metric agreement when one screen’s definition is changed', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t, { role: 'admin' }));
    // A system account, as the market maker is one: counted by no screen that follows the catalogue.
    await t.db.execute(sql`insert into "user" (id, name, email, email_verified) values
      ('system-test', 'System', ${`robot@${SYSTEM_USER_EMAIL_DOMAIN}`}, true)`);
    await t.db.execute(sql`insert into user_profiles (id, email, full_name) values
      ('system-test', ${`robot@${SYSTEM_USER_EMAIL_DOMAIN}`}, 'System')`);
  });
  afterAll(() => t.close());

  it('reports the altered screen and only it', async () => {
    const found = await findDisagreements(t, cookie);
    expect(found).toEqual([
      { metric: 'users', screen: '/email-marketing segment "All users"', shown: 2, catalogue: 1 },
    ]);
  });
});
