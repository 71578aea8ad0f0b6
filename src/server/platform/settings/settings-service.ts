import { sql } from 'drizzle-orm';
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
      const current = (await load())[group];
      const next = SETTINGS_GROUPS[group].parse({ ...current, ...patch }) as Settings[typeof group];
      await db.transaction(async (tx) => {
        await tx
          .insert(settingsTable)
          .values({ group, value: next as Record<string, unknown>, updatedBy: actor.userId })
          .onConflictDoUpdate({
            target: settingsTable.group,
            set: { value: next as Record<string, unknown>, updatedAt: sql`now()`, updatedBy: actor.userId },
          });
        await writeAuditLog(tx, {
          actorUserId: actor.userId,
          action: 'settings.update',
          entityType: 'settings',
          entityId: group,
          data: { before: current, after: next },
          ipAddress: actor.ipAddress ?? null,
          requestId: actor.requestId ?? null,
        });
      });
      cache.clear();
      return next;
    },
  };
}
