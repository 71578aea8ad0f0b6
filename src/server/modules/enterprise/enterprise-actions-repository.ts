import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { enterpriseActions } from '../../db/schema/enterprise';

export type EnterpriseActionKind = 'threat' | 'recommendation';
export type EnterpriseActionRow = typeof enterpriseActions.$inferSelect;

/** The recorded actions of one kind for these keys, by key. */
export async function findActions(
  db: Executor,
  kind: EnterpriseActionKind,
  keys: readonly string[],
): Promise<Map<string, EnterpriseActionRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(enterpriseActions)
    .where(and(eq(enterpriseActions.kind, kind), inArray(enterpriseActions.key, [...keys])));
  return new Map(rows.map((r) => [r.key, r]));
}

/** Records the action once; a second call returns the first record. */
export async function recordAction(
  db: Executor,
  row: {
    kind: EnterpriseActionKind;
    key: string;
    actionTaken: string;
    actorUserId: string;
    actorEmail: string;
    data?: Record<string, unknown>;
  },
): Promise<EnterpriseActionRow> {
  await db.insert(enterpriseActions).values(row).onConflictDoNothing();
  const [saved] = await db
    .select()
    .from(enterpriseActions)
    .where(and(eq(enterpriseActions.kind, row.kind), eq(enterpriseActions.key, row.key)));
  return saved!;
}
