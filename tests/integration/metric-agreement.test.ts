import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_READERS } from '../../src/contracts/metric-readers';
import { METRIC_NAMES } from '../../src/domain/metrics/metric-catalogue';
import { signedInUser } from '../factories/users';
import { findDisagreements, sharedMetrics } from '../setup/metric-agreement';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * One truth per figure: every screen and export that shows a catalogue metric (contracts/metric-readers.ts)
 * answers what the catalogue's query answers, so any two of them agree. Enumerated from the readers,
 * so a screen added there is checked without a new test.
 */
describe.each([
  ['an empty install', 'false'],
  ['the demo simulation', 'true'],
])('metric agreement on %s', (_label, demoMode) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: demoMode });
    ({ cookie } = await signedInUser(t, { role: 'admin' }));
  }, 120_000);
  afterAll(() => t.close());

  it('every screen showing a metric gives the catalogue’s figure', async () => {
    expect(await findDisagreements(t, cookie)).toEqual([]);
  }, 120_000);

  it('covers the shared figures the operator screens show', () => {
    const shared = sharedMetrics();
    for (const m of ['users', 'new_users', 'active_users', 'revenue_total', 'revenue_24h', 'revenue', 'stakers'])
      expect(shared).toContain(m);
    for (const r of METRIC_READERS) expect(METRIC_NAMES).toContain(r.metric);
  });
});
