import { eq, sql } from 'drizzle-orm';
import { SETTINGS_GROUPS, SettingsSchema, type Settings, type SettingsGroup } from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { settings as settingsTable } from '../../db/schema';
import { writeAuditLog } from '../audit-log';
import { TtlCache } from '../ttl-cache';

/** Settings change rarely and are read on hot paths (every sign-in, every order): cache briefly. */
const SETTINGS_CACHE_TTL_MS = 10_000;

export interface SettingsService {
  get(): Promise<Settings>;
  update<G extends SettingsGroup>(
    group: G,
    patch: Partial<Settings[G]>,
    actor: { userId: string | null; ipAddress?: string; requestId?: string },
  ): Promise<Settings[G]>;
  invalidate(): void;
}

/**
 * Typed settings over the `settings` table (one JSON row per group). Stored values are parsed with
 * the group's schema, so a missing field takes its default and a stale field never reaches callers.
 */
export function createSettingsService(db: Database): SettingsService {
  const cache = new TtlCache<Settings>(SETTINGS_CACHE_TTL_MS);

  async function load(): Promise<Settings> {
    const rows = await db.select().from(settingsTable);
    const raw: Record<string, unknown> = {};
    for (const row of rows) if (row.group in SETTINGS_GROUPS) raw[row.group] = row.value;
    return SettingsSchema.parse(raw);
  }

  return {
    get: () => cache.get('all', load),
    invalidate: () => cache.clear(),
    async update(group, patch, actor) {
      // Read, merge and write under a row lock, so two admins saving different fields of the same
      // group at once both keep their change (no lost update). The insert makes sure there is a row
      // to lock; it rolls back with everything else when validation fails.
      const next = await db.transaction(async (tx) => {
        await tx
          .insert(settingsTable)
          .values({ group, value: {}, updatedBy: actor.userId })
          .onConflictDoNothing({ target: settingsTable.group });
        const locked = await tx
          .select({ value: settingsTable.value })
          .from(settingsTable)
          .where(eq(settingsTable.group, group))
          .for('update');
        const schema = SETTINGS_GROUPS[group];
        const current = schema.parse(locked[0]?.value ?? {}) as Settings[typeof group];
        const merged = schema.parse({ ...current, ...patch }) as Settings[typeof group];
        await tx
          .update(settingsTable)
          .set({ value: merged as Record<string, unknown>, updatedAt: sql`now()`, updatedBy: actor.userId })
          .where(eq(settingsTable.group, group));
        await writeAuditLog(tx, {
          actorUserId: actor.userId,
          action: 'settings.update',
          entityType: 'settings',
          entityId: group,
          data: { before: current, after: merged },
          ipAddress: actor.ipAddress ?? null,
          requestId: actor.requestId ?? null,
        });
        return merged;
      });
      cache.clear();
      return next;
    },
  };
}
