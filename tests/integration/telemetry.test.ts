import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { VITALS_BOUNDS } from '../../src/domain/vitals-sampling';
import { VITALS_REPORTS_PER_SESSION_HOUR } from '../../src/domain/vitals-sampling';
import { performanceMetrics, userActivities } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { vitalsSessionId as sessionId } from '../factories/vitals-session';
import { createTestApp, type TestApp } from '../setup/test-app';

const VITALS = '/api/v1/telemetry/web-vitals';
const ERRORS = '/api/v1/telemetry/errors';

const REPORT = {
  page_route: '/about',
  session_id: sessionId(),
  load_time_ms: 1234,
  time_to_first_byte_ms: 87,
  time_to_interactive_ms: 1500,
  cumulative_layout_shift: 0.0456,
  largest_contentful_paint_ms: 1100,
  first_input_delay_ms: 12,
  memory_usage_mb: 45.678,
  network_connection: '4g',
  device_info: { platform: 'Linux x86_64', cores: 8, touch: false },
};

const ERROR_EVENT = {
  error_type: 'javascript_error',
  error_message: 'Cannot read properties of undefined',
  stack_trace: 'TypeError: Cannot read properties of undefined\n    at render (app.js:1:1)',
  page_url: 'http://localhost:3000/trading?tab=spot',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  error_id: 'err-123',
};

describe('browser telemetry', () => {
  let t: TestApp;
  let nextAddress = 1;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** 30 reports a minute per address; each request comes from its own. */
  function report(url: string, payload: unknown, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: `192.0.2.${nextAddress++}`,
      headers: cookie ? { cookie } : {},
    });
  }
  const vitalsFor = (route: string) =>
    t.db.select().from(performanceMetrics).where(eq(performanceMetrics.pageRoute, route));

  it('stores a web-vitals report: layout shift to 3 decimals, memory to 2', async () => {
    const res = await report(VITALS, REPORT);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const rows = await vitalsFor('/about');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      metricCategory: 'web_vitals',
      loadTimeMs: 1234,
      timeToFirstByteMs: 87,
      timeToInteractiveMs: 1500,
      cumulativeLayoutShift: '0.046',
      largestContentfulPaintMs: 1100,
      firstInputDelayMs: 12,
      memoryUsageMb: '45.68',
      networkConnection: '4g',
      deviceInfo: { platform: 'Linux x86_64', cores: 8, touch: false },
      userId: null,
    });
  });

  it('accepts metrics the browser could not measure as null', async () => {
    const res = await report(VITALS, {
      ...REPORT,
      page_route: '/qa',
      cumulative_layout_shift: null,
      memory_usage_mb: null,
      first_input_delay_ms: null,
      device_info: null,
    });
    expect(res.statusCode).toBe(204);
    expect((await vitalsFor('/qa'))[0]).toMatchObject({
      cumulativeLayoutShift: null,
      memoryUsageMb: null,
      firstInputDelayMs: null,
      deviceInfo: null,
    });
  });

  it('attributes a report to the signed-in user', async () => {
    const { user, cookie } = await signedInUser(t, {});
    expect((await report(VITALS, { ...REPORT, page_route: '/dashboard' }, cookie)).statusCode).toBe(204);
    expect((await vitalsFor('/dashboard'))[0]?.userId).toBe(user.id);
  });

  it.each([
    ['a negative time', { load_time_ms: -5 }, 'load_time_ms'],
    ['a time of the wrong type', { largest_contentful_paint_ms: '1100' }, 'largest_contentful_paint_ms'],
    ['a fractional millisecond count', { first_input_delay_ms: 12.5 }, 'first_input_delay_ms'],
    ['a negative layout shift', { cumulative_layout_shift: -0.1 }, 'cumulative_layout_shift'],
    ['a missing page route', { page_route: undefined }, 'page_route'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, change, field) => {
    const route = `/refused-${field}`;
    const res = await report(VITALS, { ...REPORT, page_route: route, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await vitalsFor(route)).toHaveLength(0);
  });

  it('keeps reports for the client’s pages only, a page with a parameter stored as its pattern', async () => {
    for (const route of ['/no-such-page-here', '/api/v1/health', '/blog/a/b']) {
      const res = await report(VITALS, { ...REPORT, session_id: sessionId(), page_route: route });
      expect(res.statusCode, route).toBe(400);
      expect(res.json().error.fields.page_route).toBe('Not a page of this site');
      expect(await vitalsFor(route)).toHaveLength(0);
    }
    const before = (await vitalsFor('/blog/:slug')).length;
    expect(
      (await report(VITALS, { ...REPORT, session_id: sessionId(), page_route: '/blog/some-post/' })).statusCode,
    ).toBe(204);
    expect(await vitalsFor('/blog/:slug')).toHaveLength(before + 1);
    expect(await vitalsFor('/blog/some-post/')).toHaveLength(0);
  });

  it.each([
    ['a load time over the bound', { load_time_ms: VITALS_BOUNDS.ms + 1 }, 'load_time_ms'],
    [
      'a layout shift over the bound',
      { cumulative_layout_shift: VITALS_BOUNDS.layoutShift + 0.5 },
      'cumulative_layout_shift',
    ],
    ['a memory figure over the bound', { memory_usage_mb: VITALS_BOUNDS.memoryMb + 1 }, 'memory_usage_mb'],
    [
      'too many device fields',
      { device_info: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i])) },
      'device_info',
    ],
    ['no session id', { session_id: undefined }, 'session_id'],
    ['a session id too short to be random', { session_id: 'abc' }, 'session_id'],
  ])('refuses %s', async (_label, change, field) => {
    const res = await report(VITALS, { ...REPORT, session_id: sessionId(), page_route: '/contact', ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await vitalsFor('/contact')).toHaveLength(0);
  });

  it('stores sampled sessions only, and at most the hourly cap from one session', async () => {
    const outside = sessionId(false);
    expect((await report(VITALS, { ...REPORT, session_id: outside, page_route: '/legal' })).statusCode).toBe(204);
    expect(await vitalsFor('/legal')).toHaveLength(0);

    const flooding = sessionId();
    for (let i = 0; i < VITALS_REPORTS_PER_SESSION_HOUR + 5; i++)
      expect((await report(VITALS, { ...REPORT, session_id: flooding, page_route: '/investors' })).statusCode).toBe(
        204,
      );
    expect(await vitalsFor('/investors')).toHaveLength(VITALS_REPORTS_PER_SESSION_HOUR);
  });

  it('records a browser error as an error_event activity with its fields', async () => {
    const res = await report(ERRORS, ERROR_EVENT);
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(userActivities)
      .where(
        and(
          eq(userActivities.activityType, 'error_event'),
          sql`${userActivities.activityData}->>'error_id' = 'err-123'`,
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBeNull();
    expect(rows[0]!.activityData).toEqual(ERROR_EVENT);
  });

  it('attributes an error to the signed-in user', async () => {
    const { user, cookie } = await signedInUser(t, {});
    const event = { ...ERROR_EVENT, error_type: 'react_error_boundary', error_id: 'err-signed-in', stack_trace: null };
    expect((await report(ERRORS, event, cookie)).statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.userId, user.id), eq(userActivities.activityType, 'error_event')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.activityData).toEqual(event);
  });

  it('refuses an error report of an unknown type or without a message', async () => {
    expect((await report(ERRORS, { ...ERROR_EVENT, error_type: 'made_up' })).statusCode).toBe(400);
    const { error_message: _omitted, ...withoutMessage } = ERROR_EVENT;
    const res = await report(ERRORS, withoutMessage);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('error_message');
  });
});
