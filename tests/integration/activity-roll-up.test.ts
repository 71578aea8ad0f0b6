import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { queryRows } from '../../src/server/db/client';
import { refreshActivityDays } from '../../src/server/modules/analytics/activity-days';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Every operator answer that counts active people, for every period and view. */
const PATHS = [
  ...(['7d', '30d', 'all'] as const).map((p) => `${apiPaths.analytics.overview}?period=${p}`),
  ...(['daily', 'monthly'] as const).map((v) => `${apiPaths.analytics.businessIntelligence}?view=${v}`),
  ...(['30d', '1y'] as const).map((p) => `${apiPaths.admin.reports}?period=${p}&type=user`),
  apiPaths.admin.overview,
];

/**
 * The members' activity roll-up (member_activity_days) is a cache of the source tables: every figure
 * read with it equals the figure read from the sources alone, on the demo simulation's two years.
 */
describe('the activity roll-up', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    ({ cookie } = await signedInUser(t, { role: 'admin' }));
    // One moment for every answer, so rolling windows and "generated at" match between the reads.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const answers = async () => {
    const out: Record<string, unknown> = {};
    for (const url of PATHS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      out[url] = res.json();
    }
    return out;
  };

  it('gives the same operator figures as reading the source tables alone', async () => {
    const [rolled] = await queryRows<{ days: number }>(t.db, sql`select count(*)::int as days from member_activity_days`);
    expect(rolled!.days).toBeGreaterThan(10_000);
    const rolledUp = await answers();
    await t.db.execute(sql`delete from member_activity_days`);
    const fromSources = await answers();
    expect(rolledUp).toEqual(fromSources);
    await refreshActivityDays(t.db, new Date());
    expect((await queryRows<{ days: number }>(t.db, sql`select count(*)::int as days from member_activity_days`))[0]).toEqual(rolled);
    expect(await answers()).toEqual(fromSources);
  }, 240_000);
});
