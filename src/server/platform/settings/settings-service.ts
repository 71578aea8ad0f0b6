import { eq, inArray, sql } from 'drizzle-orm';
import {
  SETTINGS_GROUPS,
  SETTINGS_ERROR_CODES,
  SETTINGS_MESSAGES,
  SettingsSchema,
  type Settings,
  type SettingsGroup,
  type SettingsVersions,
} from '../../../contracts/settings';
import type { z } from '../../../contracts/zod';
import type { Database, Executor } from '../../db/client';
import { settings as settingsTable } from '../../db/schema';
import { writeAuditLog } from '../audit-log';
import { AppError } from '../http/app-error';
import { TtlCache } from '../ttl-cache';

/** Settings change rarely and are read on hot paths (every sign-in, every order): cache briefly. */
const SETTINGS_CACHE_TTL_MS = 10_000;

export interface SettingsActor {
  userId: string | null;
  ipAddress?: string;
  requestId?: string;
}

export interface SettingsService {
  get(): Promise<Settings>;
  /** Each stored group's version (absent: never saved); read fresh, not from the cache. */
  versions(): Promise<SettingsVersions>;
  update<G extends SettingsGroup>(
    group: G,
    patch: Partial<Settings[G]>,
    actor: SettingsActor,
    expectedVersion?: string | null,
  ): Promise<Settings[G]>;
  /**
   * Saves several groups in one transaction. Each group's version must still be the one the change
   * was made on (null: never saved), else nothing is saved and 409 SETTINGS_CONFLICT is thrown.
   */
  updateMany(
    changes: Partial<{ [G in SettingsGroup]: Partial<Settings[G]> }>,
    expectedVersions: SettingsVersions,
    actor: SettingsActor,
  ): Promise<void>;
  invalidate(): void;
}

/** A version token: the row's updated_at in microseconds (changes on every save). */
const versionColumn = sql<string>`(extract(epoch from ${settingsTable.updatedAt}) * 1000000)::bigint::text`;

const conflict = () => new AppError(409, SETTINGS_ERROR_CODES.conflict, SETTINGS_MESSAGES.conflict);

/**
 * A stored group parsed with today's schema: a field that no longer passes (a range tightened
 * since it was saved) falls back to its default instead of breaking every read.
 */
function parseGroup(group: SettingsGroup, raw: unknown): Record<string, unknown> {
  const schema = SETTINGS_GROUPS[group] as unknown as z.ZodType<Record<string, unknown>>;
  const value = raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : {};
  const first = schema.safeParse(value);
  if (first.success) return first.data;
  for (const issue of first.error.issues) if (issue.path[0] !== undefined) delete value[String(issue.path[0])];
  return schema.parse(value);
}

/** Settings from stored rows. maxUsersPerDay moved from security to platform (spec section 3). */
function settingsFromRows(rows: { group: string; value: unknown }[]): Settings {
  const raw: Record<string, Record<string, unknown>> = {};
  for (const row of rows)
    if (row.group in SETTINGS_GROUPS) raw[row.group] = { ...(row.value as Record<string, unknown>) };
  const legacyMax = raw['security']?.['maxUsersPerDay'];
  if (legacyMax !== undefined && raw['platform']?.['maxUsersPerDay'] === undefined)
    raw['platform'] = { ...raw['platform'], maxUsersPerDay: legacyMax };
  const parsed: Record<string, unknown> = {};
  for (const group of Object.keys(SETTINGS_GROUPS) as SettingsGroup[]) parsed[group] = parseGroup(group, raw[group]);
  return SettingsSchema.parse(parsed);
}

/**
 * Typed settings over the `settings` table (one JSON row per group). Stored values are parsed with
 * the group's schema, so a missing field takes its default and a stale field never reaches callers.
 */
export function createSettingsService(db: Database): SettingsService {
  const cache = new TtlCache<Settings>(SETTINGS_CACHE_TTL_MS);

  async function load(): Promise<Settings> {
    return settingsFromRows(await db.select().from(settingsTable));
  }

  /** Merges, validates and writes one group under its row lock; audits before/after. */
  async function saveGroup(
    tx: Executor,
    group: SettingsGroup,
    patch: Record<string, unknown>,
    actor: SettingsActor,
    expectedVersion: string | null | undefined,
  ): Promise<Record<string, unknown>> {
    const schema = SETTINGS_GROUPS[group] as unknown as z.ZodType<Record<string, unknown>>;
    let [locked] = await tx
      .select({ value: settingsTable.value, version: versionColumn })
      .from(settingsTable)
      .where(eq(settingsTable.group, group))
      .for('update');
    if (expectedVersion !== undefined && (locked?.version ?? null) !== expectedVersion) throw conflict();
    if (!locked) {
      // No row yet: create one to lock. Someone inserting it first is a concurrent save.
      const inserted = await tx
        .insert(settingsTable)
        .values({ group, value: {}, updatedBy: actor.userId })
        .onConflictDoNothing({ target: settingsTable.group })
        .returning({ group: settingsTable.group });
      if (!inserted.length && expectedVersion !== undefined) throw conflict();
      [locked] = await tx
        .select({ value: settingsTable.value, version: versionColumn })
        .from(settingsTable)
        .where(eq(settingsTable.group, group))
        .for('update');
    }
    const current =
      group === 'platform' || group === 'security'
        ? settingsFromRows(
            await tx
              .select()
              .from(settingsTable)
              .where(inArray(settingsTable.group, ['platform', 'security'])),
          )[group]
        : parseGroup(group, locked?.value);
    const merged = schema.parse({ ...current, ...patch });
    // clock_timestamp(): two saves in one transaction or instant still get distinct versions.
    await tx
      .update(settingsTable)
      .set({ value: merged, updatedAt: sql`clock_timestamp()`, updatedBy: actor.userId })
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
  }

  return {
    get: () => cache.get('all', load),
    invalidate: () => cache.clear(),
    async versions() {
      const rows = await db.select({ group: settingsTable.group, version: versionColumn }).from(settingsTable);
      const versions: SettingsVersions = {};
      for (const row of rows) if (row.group in SETTINGS_GROUPS) versions[row.group as SettingsGroup] = row.version;
      return versions;
    },
    async update(group, patch, actor, expectedVersion) {
      // Read, merge and write under a row lock, so two admins saving different fields of the same
      // group at once both keep their change (no lost update) unless a version is named.
      try {
        const next = await db.transaction((tx) => saveGroup(tx, group, patch, actor, expectedVersion));
        return next as Settings[typeof group];
      } finally {
        cache.clear();
      }
    },
    async updateMany(changes, expectedVersions, actor) {
      const groups = (Object.keys(changes) as SettingsGroup[]).sort();
      try {
        await db.transaction(async (tx) => {
          for (const group of groups)
            await saveGroup(
              tx,
              group,
              changes[group] as Record<string, unknown>,
              actor,
              expectedVersions[group] ?? null,
            );
        });
      } finally {
        cache.clear();
      }
    },
  };
}
