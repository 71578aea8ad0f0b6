import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, settings as settingsTable } from '../../src/server/db/schema';
import { createSettingsService } from '../../src/server/platform/settings/settings-service';
import { createTestApp, type TestApp } from '../setup/test-app';

const ACTOR = { userId: null, ipAddress: '203.0.113.9', requestId: 'req-settings-test' };

describe('settings service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function storedGroup(group: string) {
    const rows = await t.db.select().from(settingsTable).where(eq(settingsTable.group, group));
    return rows[0];
  }
  async function auditRowsFor(group: string) {
    return t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, group)));
  }

  it('answers the defaults of the operator spec (section 9) on a fresh install', async () => {
    const s = await createSettingsService(t.db).get();
    expect(s.security).toEqual({
      twoFactorRequired: true,
      sessionTimeoutSeconds: 3600,
      maxLoginAttempts: 5,
      passwordMinLength: 12,
      ipWhitelisting: false,
      ipAllowList: [],
      apiRateLimitPerHour: 1000,
    });
    expect(s.platform).toEqual({
      maintenanceMode: false,
      registrationEnabled: true,
      tradingEnabled: true,
      stakingEnabled: true,
      kycRequired: true,
      maxUsersPerDay: 1000,
    });
    expect(s.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      systemAlerts: true,
      maintenanceNotices: true,
      priceAlerts: true,
    });
    expect(s.trading).toEqual({
      minimumTradeAmount: 100,
      maximumTradeAmount: 1_000_000,
      tradingFeePercent: 0.1,
      maxSlippagePercent: 5,
      orderTimeoutSeconds: 300,
      dailyVolumeLimit: 50_000_000,
    });
    expect(s.blockchain).toEqual({
      gasPriceGwei: 25,
      confirmationBlocks: 3,
      networkTimeoutSeconds: 30,
      autoRetry: true,
      maxRetries: 3,
      fallbackRpcUrl: '',
      maxReserveStatementAgeHours: 48,
      withdrawalDailyLimitVino: 10_000,
      withdrawalReviewThresholdVino: 1_000,
    });
    // The presale group is written by the seed: the spec's prices and an end time in the future.
    expect(s.presale.priceUsd).toBe('0.85');
    expect(s.presale.launchPriceUsd).toBe('1.00');
    expect(Date.parse(s.presale.endsAt!)).toBeGreaterThan(Date.now());
  });

  it('fills fields missing from a stored group with their defaults and drops unknown ones', async () => {
    await t.db.insert(settingsTable).values({ group: 'blockchain', value: { maxRetries: 9, retiredField: 'x' } });
    const s = await createSettingsService(t.db).get();
    expect(s.blockchain).toEqual({
      gasPriceGwei: 25,
      confirmationBlocks: 3,
      networkTimeoutSeconds: 30,
      autoRetry: true,
      maxRetries: 9,
      fallbackRpcUrl: '',
      maxReserveStatementAgeHours: 48,
      withdrawalDailyLimitVino: 10_000,
      withdrawalReviewThresholdVino: 1_000,
    });
  });

  it('update writes the group and an audit row with before and after', async () => {
    const service = createSettingsService(t.db);
    const next = await service.update('trading', { tradingFeePercent: 0.25, minimumTradeAmount: 50 }, ACTOR);
    expect(next).toMatchObject({ tradingFeePercent: 0.25, minimumTradeAmount: 50, maximumTradeAmount: 1_000_000 });

    const row = await storedGroup('trading');
    expect(row?.value).toEqual(next);
    expect(row?.updatedBy).toBeNull();

    const audits = await auditRowsFor('trading');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'settings.update',
      actorUserId: null,
      ipAddress: '203.0.113.9',
      requestId: 'req-settings-test',
      data: {
        before: { tradingFeePercent: 0.1, minimumTradeAmount: 100 },
        after: { tradingFeePercent: 0.25, minimumTradeAmount: 50 },
      },
    });
  });

  it('cached reads see an update at once, on the instance that made it', async () => {
    const service = createSettingsService(t.db);
    expect((await service.get()).platform.maintenanceMode).toBe(false); // now cached
    await service.update('platform', { maintenanceMode: true }, ACTOR);
    expect((await service.get()).platform.maintenanceMode).toBe(true);
    await service.update('platform', { maintenanceMode: false }, ACTOR);
    expect((await service.get()).platform.maintenanceMode).toBe(false);
  });

  it('rejects invalid values and changes nothing', async () => {
    const service = createSettingsService(t.db);
    const storedBefore = await storedGroup('security');
    const auditsBefore = (await auditRowsFor('security')).length;
    const invalid: [string, Record<string, unknown>][] = [
      ['below the minimum', { passwordMinLength: 4 }],
      ['above the maximum', { maxLoginAttempts: 1000 }],
      ['not an integer', { maxLoginAttempts: 2.5 }],
      ['wrong type', { twoFactorRequired: 'yes' }],
      ['zero attempts', { maxLoginAttempts: 0 }],
    ];
    for (const [label, patch] of invalid) {
      await expect(service.update('security', patch as never, ACTOR), label).rejects.toThrow();
    }
    await expect(service.update('trading', { tradingFeePercent: 101 }, ACTOR)).rejects.toThrow();
    await expect(service.update('presale', { priceUsd: '-1' }, ACTOR)).rejects.toThrow();
    expect(await storedGroup('security')).toEqual(storedBefore);
    expect(await auditRowsFor('security')).toHaveLength(auditsBefore);
    expect((await service.get()).security).toEqual((await createSettingsService(t.db).get()).security);
  });

  it('rolls the change back when the audit row cannot be written (one transaction)', async () => {
    const service = createSettingsService(t.db);
    await t.db.execute(
      sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`,
    );
    await t.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      await expect(service.update('notifications', { smsNotifications: true }, ACTOR)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    expect(await storedGroup('notifications')).toBeUndefined();
    expect((await service.get()).notifications.smsNotifications).toBe(false);
  });

  it('keeps both of two concurrent updates to the same group', async () => {
    const service = createSettingsService(t.db);
    await Promise.all([
      service.update('security', { maxLoginAttempts: 7 }, ACTOR),
      service.update('security', { passwordMinLength: 14 }, ACTOR),
      service.update('security', { sessionTimeoutSeconds: 7200 }, ACTOR),
    ]);
    const stored = await storedGroup('security');
    expect(stored?.value).toMatchObject({ maxLoginAttempts: 7, passwordMinLength: 14, sessionTimeoutSeconds: 7200 });
    expect((await createSettingsService(t.db).get()).security).toMatchObject({
      maxLoginAttempts: 7,
      passwordMinLength: 14,
      sessionTimeoutSeconds: 7200,
    });
  });
});
