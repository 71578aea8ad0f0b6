import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { SaveSettingsRequest, UserSettings } from '../../src/contracts/user-settings';
import { DEFAULT_SETTINGS } from '../../src/domain/user-settings';
import { auditLog, userProfiles } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

function send(t: TestApp, method: 'PUT' | 'DELETE', cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: apiPaths.mySettings,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
}

const changed: SaveSettingsRequest = {
  profile: { displayName: 'Ada Lovelace', phone: '+44 20 7946 0000', company: 'Analytical Engines', bio: 'Collector.' },
  notifications: { ...DEFAULT_SETTINGS.notifications, marketNews: true, emailFrequency: 'monthly' },
  privacy: { ...DEFAULT_SETTINGS.privacy, showPortfolio: true },
  display: { theme: 'light', currency: 'EUR', language: 'fr', compactMode: true },
  security: { apiKeyVisible: true },
};

describe('settings panel API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor', async () => {
    expect((await t.get(apiPaths.mySettings)).statusCode).toBe(401);
    expect((await send(t, 'PUT', '', changed)).statusCode).toBe(401);
    expect((await send(t, 'DELETE', '')).statusCode).toBe(401);
  });

  it('starts from the spec defaults with the profile fields', async () => {
    const { user, cookie } = await signedInUser(t, { name: 'Grace Hopper' });
    const res = await t.get(apiPaths.mySettings, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<UserSettings>();
    expect(body.profile).toEqual({ displayName: 'Grace Hopper', email: user.email, phone: '', company: '', bio: '' });
    expect(body.notifications).toEqual(DEFAULT_SETTINGS.notifications);
    expect(body.privacy).toEqual(DEFAULT_SETTINGS.privacy);
    expect(body.display).toEqual(DEFAULT_SETTINGS.display);
    expect(body.security).toEqual({ twoFactorEnabled: false, apiKeyVisible: false });
  });

  it('saves every section, profile fields into user_profiles, with an audit entry', async () => {
    const { user, cookie } = await signedInUser(t);
    const res = await send(t, 'PUT', cookie, changed);
    expect(res.statusCode).toBe(200);
    const again = (await t.get(apiPaths.mySettings, cookie)).json<UserSettings>();
    expect(again.profile).toEqual({ ...changed.profile, email: user.email });
    expect(again.notifications).toEqual(changed.notifications);
    expect(again.privacy).toEqual(changed.privacy);
    expect(again.display).toEqual(changed.display);
    expect(again.security.apiKeyVisible).toBe(true);

    const [row] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
    expect(row).toMatchObject({ fullName: 'Ada Lovelace', phone: '+44 20 7946 0000', company: 'Analytical Engines' });
    expect(row!.dashboardPreferences).toMatchObject({ theme: 'light', compact_mode: true });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'settings.update')));
    expect(audits).toHaveLength(1);
  });

  it('refuses unknown choices and a changed e-mail', async () => {
    const { cookie } = await signedInUser(t);
    const badTheme = await send(t, 'PUT', cookie, { ...changed, display: { ...changed.display, theme: 'neon' } });
    expect(badTheme.statusCode).toBe(400);
    const badFrequency = await send(t, 'PUT', cookie, {
      ...changed,
      notifications: { ...changed.notifications, emailFrequency: 'hourly' },
    });
    expect(badFrequency.statusCode).toBe(400);
    const email = await send(t, 'PUT', cookie, { ...changed, profile: { ...changed.profile, email: 'x@example.com' } });
    expect(email.statusCode).toBe(400);
    const defaults = (await t.get(apiPaths.mySettings, cookie)).json<UserSettings>();
    expect(defaults.display).toEqual(DEFAULT_SETTINGS.display);
  });

  it('resets to the defaults and keeps the profile section', async () => {
    const { cookie } = await signedInUser(t);
    await send(t, 'PUT', cookie, changed);
    const res = await send(t, 'DELETE', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<UserSettings>();
    expect(body.notifications).toEqual(DEFAULT_SETTINGS.notifications);
    expect(body.privacy).toEqual(DEFAULT_SETTINGS.privacy);
    expect(body.display).toEqual(DEFAULT_SETTINGS.display);
    expect(body.security.apiKeyVisible).toBe(false);
    expect(body.profile.displayName).toBe('Ada Lovelace');
  });

  it("keeps one user's settings away from another", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await send(t, 'PUT', a.cookie, changed);
    expect((await t.get(apiPaths.mySettings, b.cookie)).json<UserSettings>().display).toEqual(DEFAULT_SETTINGS.display);
  });
});
