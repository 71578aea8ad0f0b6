import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { EmailPreferenceSummary } from '../../src/contracts/email';
import { suppressAddress } from '../../src/server/platform/mailer/suppression';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('Email Preferences tab: the preference centre as a whole', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: adminCookie } = await signedInUser(t, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const summary = async () => {
    const res = await t.get(apiPaths.admin.emailPreferenceSummary, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EmailPreferenceSummary>();
  };
  const category = (s: EmailPreferenceSummary, name: string) => s.categories.find((c) => c.category === name)!;

  it('counts who receives each category (choice or default), frequencies and suppressions', async () => {
    const before = await summary();
    // One person saves: marketing on (default off), events off (default on), monthly.
    const { cookie } = await signedInUser(t);
    const current = (await t.get(apiPaths.email.preferences, cookie)).json<{ categories: Record<string, boolean> }>();
    const save = await t.app.inject({
      method: 'PUT',
      url: apiPaths.email.preferences,
      payload: { categories: { ...current.categories, marketing: true, events: false }, frequency: 'monthly' },
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(save.statusCode, save.body).toBe(200);
    await suppressAddress(t.db, { email: 'Bounced@Example.com', reason: 'bounce', source: 'provider-a' });

    const after = await summary();
    expect(after.people - before.people).toBe(1);
    expect(category(after, 'marketing').on - category(before, 'marketing').on).toBe(1);
    expect(category(after, 'events').off - category(before, 'events').off).toBe(1);
    expect(category(after, 'newsletters').on - category(before, 'newsletters').on).toBe(1);
    for (const c of after.categories) expect(c.on + c.off).toBe(after.people);
    const monthly = (s: EmailPreferenceSummary) => s.frequencies.find((f) => f.frequency === 'monthly')!.people;
    expect(monthly(after) - monthly(before)).toBe(1);
    expect(after.suppressedTotal - before.suppressedTotal).toBe(1);
    expect(after.suppressions[0]).toMatchObject({
      email: 'bounced@example.com',
      reason: 'bounce',
      source: 'provider-a',
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await signedInUser(t, { role: 'investor' });
    expect((await t.get(apiPaths.admin.emailPreferenceSummary, cookie)).statusCode).toBe(403);
    expect((await t.get(apiPaths.admin.emailPreferenceSummary)).statusCode).toBe(401);
  });
});
