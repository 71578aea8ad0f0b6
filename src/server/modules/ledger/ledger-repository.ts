import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LEDGER_SCALE, type LedgerAsset, type LedgerBucket, type SystemAccount } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { arrayParam, unnestRows } from '../../db/array-param';
import { queryRows, type Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema/ledger';

/** Who owns an account: a user, or one of the system accounts. */
export type AccountOwner = { userId: string } | { system: SystemAccount };

export interface AccountKey {
  owner: AccountOwner;
  asset: LedgerAsset;
}

export interface AccountBalanceRow {
  id: string;
  ownerType: 'user' | 'system';
  userId: string | null;
  systemName: SystemAccount | null;
  asset: string;
  available: bigint;
  held: bigint;
}

const toNumeric = (amount: bigint) => formatDecimal(amount, LEDGER_SCALE);
export const fromNumeric = (value: string) => parseDecimal(value, LEDGER_SCALE);

/** A stable text key for an (owner, asset) pair: the order accounts are created in. */
export function accountKeyText(key: AccountKey): string {
  const owner = 'userId' in key.owner ? `user:${key.owner.userId}` : `system:${key.owner.system}`;
  return `${owner}|${key.asset}`;
}

export function rowKeyText(row: Pick<AccountBalanceRow, 'userId' | 'systemName' | 'asset'>): string {
  return row.userId !== null ? `user:${row.userId}|${row.asset}` : `system:${row.systemName}|${row.asset}`;
}

function matchKey(key: AccountKey): SQL {
  const owner =
    'userId' in key.owner
      ? and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, key.owner.userId))
      : and(eq(ledgerAccounts.ownerType, 'system'), eq(ledgerAccounts.systemName, key.owner.system));
  return and(owner, eq(ledgerAccounts.asset, key.asset))!;
}

const toBalanceRow = (r: typeof ledgerAccounts.$inferSelect): AccountBalanceRow => ({
  id: r.id,
  ownerType: r.ownerType,
  userId: r.userId,
  systemName: r.systemName,
  asset: r.asset,
  available: fromNumeric(r.available),
  held: fromNumeric(r.held),
});

/**
 * Locks the accounts of `keys` (SELECT ... FOR UPDATE ordered by id, so concurrent entries always
 * lock in the same order and cannot deadlock each other) and returns them, or returns [] and locks
 * nothing when any of them does not exist yet: locking a subset now and the rest later would break
 * the order.
 */
export async function lockAllAccounts(tx: Executor, keys: readonly AccountKey[]): Promise<AccountBalanceRow[]> {
  const match = or(...keys.map(matchKey));
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(match, sql`(select count(*) from ${ledgerAccounts} where ${match}) = ${keys.length}`))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return rows.map(toBalanceRow);
}

/**
 * Creates the accounts that do not exist yet. Rows are inserted in key order so two entries that
 * both create accounts wait on each other in one direction only.
 */
export async function createMissingAccounts(tx: Executor, keys: readonly AccountKey[]): Promise<void> {
  const sorted = [...keys].sort((a, b) => (accountKeyText(a) < accountKeyText(b) ? -1 : 1));
  await tx
    .insert(ledgerAccounts)
    .values(
      sorted.map((k) =>
        'userId' in k.owner
          ? { ownerType: 'user' as const, userId: k.owner.userId, asset: k.asset }
          : { ownerType: 'system' as const, systemName: k.owner.system, asset: k.asset },
      ),
    )
    .onConflictDoNothing();
}

/**
 * Writes the entry, its postings and the balance changes in one statement, unless (kind,
 * reference) exists: then nothing is written and the answer is null. The CHECK constraints reject
 * a negative balance.
 */
export async function writeEntry(
  tx: Executor,
  entry: { kind: string; reference: string; memo: string },
  lines: readonly { accountId: string; asset: string; bucket: LedgerBucket; amount: bigint }[],
  changes: readonly { accountId: string; available: bigint; held: bigint }[],
): Promise<string | null> {
  const postings = sql.join(
    lines.map((l) => sql`(${l.accountId}::uuid, ${l.asset}, ${l.bucket}, ${toNumeric(l.amount)}::numeric)`),
    sql`, `,
  );
  const deltas = sql.join(
    changes.map((c) => sql`(${c.accountId}::uuid, ${toNumeric(c.available)}::numeric, ${toNumeric(c.held)}::numeric)`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with e as (
          insert into ${ledgerEntries} (kind, reference, memo)
          values (${entry.kind}, ${entry.reference}, ${entry.memo})
          on conflict (kind, reference) do nothing
          returning id
        ), p as (
          insert into ${ledgerPostings} (entry_id, account_id, asset, bucket, amount)
          select e.id, v.account_id, v.asset, v.bucket, v.amount
          from e cross join (values ${postings}) as v(account_id, asset, bucket, amount)
        ), b as (
          update ${ledgerAccounts} as a
          set available = a.available + d.da, held = a.held + d.dh, updated_at = now()
          from (values ${deltas}) as d(id, da, dh)
          where a.id = d.id and exists (select 1 from e)
        )
        select id from e`,
  );
  return rows[0]?.id ?? null;
}

export interface StoredPosting {
  accountKey: string;
  asset: string;
  bucket: LedgerBucket;
  amount: bigint;
}

/** The entry with this (kind, reference) and its postings keyed like accountKeyText(). */
export async function findEntryByReference(
  tx: Executor,
  kind: string,
  reference: string,
): Promise<{ id: string; postings: StoredPosting[] } | null> {
  const entry = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.reference, reference)))
    .limit(1);
  if (!entry[0]) return null;
  const postings = await tx
    .select({
      userId: ledgerAccounts.userId,
      systemName: ledgerAccounts.systemName,
      asset: ledgerPostings.asset,
      bucket: ledgerPostings.bucket,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerPostings.entryId, entry[0].id));
  return {
    id: entry[0].id,
    postings: postings.map((p) => ({
      accountKey: rowKeyText(p),
      asset: p.asset,
      bucket: p.bucket,
      amount: fromNumeric(p.amount),
    })),
  };
}

/** The user's accounts (only those that exist; accounts are created lazily). */
export async function findUserAccounts(db: Executor, userId: string): Promise<AccountBalanceRow[]> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, userId)));
  return rows.map(toBalanceRow);
}

export interface AccountTotalsRow {
  accountId: string;
  asset: string;
  storedAvailable: string;
  storedHeld: string;
  postedAvailable: string;
  postedHeld: string;
}

/** Every account's stored balances next to the sums of its postings, per bucket. */
export async function findStoredAndPostedTotals(db: Executor): Promise<AccountTotalsRow[]> {
  return queryRows<AccountTotalsRow>(
    db,
    sql`select a.id as "accountId", a.asset,
          a.available::text as "storedAvailable", a.held::text as "storedHeld",
          coalesce(sum(p.amount) filter (where p.bucket = 'available'), 0)::text as "postedAvailable",
          coalesce(sum(p.amount) filter (where p.bucket = 'held'), 0)::text as "postedHeld"
        from ${ledgerAccounts} a
        left join ${ledgerPostings} p on p.account_id = a.id
        group by a.id, a.asset, a.available, a.held
        order by a.id`,
  );
}

/** Sum of every posting per asset; double entry keeps each at exactly 0. */
export async function findPostingSumsByAsset(db: Executor): Promise<{ asset: string; sum: string }[]> {
  return queryRows<{ asset: string; sum: string }>(
    db,
    sql`select asset, sum(amount)::text as sum from ${ledgerPostings} group by asset order by asset`,
  );
}

export interface UserEntryRow {
  id: string;
  kind: string;
  memo: string;
  createdAt: Date;
  postings: { asset: string; bucket: LedgerBucket; amount: bigint }[];
}

/** A page of the entries touching the user's accounts, newest first, with only the user's lines. */
export async function findUserEntries(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: UserEntryRow[]; total: number }> {
  const mine = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, userId)));
  const touched = db
    .selectDistinct({ entryId: ledgerPostings.entryId })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.accountId, mine));
  const [entries, totals] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.id, touched))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(ledgerEntries).where(inArray(ledgerEntries.id, touched)),
  ]);
  const lines = entries.length
    ? await db
        .select({
          entryId: ledgerPostings.entryId,
          asset: ledgerPostings.asset,
          bucket: ledgerPostings.bucket,
          amount: ledgerPostings.amount,
        })
        .from(ledgerPostings)
        .where(
          and(
            inArray(
              ledgerPostings.entryId,
              entries.map((e) => e.id),
            ),
            inArray(ledgerPostings.accountId, mine),
          ),
        )
        .orderBy(ledgerPostings.id)
    : [];
  return {
    total: totals[0]?.total ?? 0,
    items: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      memo: e.memo,
      createdAt: e.createdAt,
      postings: lines
        .filter((l) => l.entryId === e.id)
        .map((l) => ({ asset: l.asset, bucket: l.bucket, amount: fromNumeric(l.amount) })),
    })),
  };
}

/** The id of the user with this e-mail address, or null. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows[0]?.id ?? null;
}

export interface TokenDistributionRow {
  /** VINO in the given system accounts (available + held), at the ledger's numeric scale. */
  locked: string;
  /** User accounts holding a positive VINO balance (available + held), platform accounts excluded. */
  holders: string;
}

/**
 * One round trip: VINO in `lockedAccounts` and the number of holders. The platform's own users (the
 * market maker, e-mail at `systemEmailDomain`) are not holders, as they are not users in the metrics.
 * Reads the stored balances, which every posting updates in its own transaction.
 */
export async function findTokenDistribution(
  db: Executor,
  lockedAccounts: readonly SystemAccount[],
  systemEmailDomain: string,
): Promise<TokenDistributionRow> {
  const rows = await queryRows<TokenDistributionRow>(
    db,
    sql`select
          (select coalesce(sum(available + held), 0)::text from ${ledgerAccounts}
             where owner_type = 'system' and asset = 'VINO'
               and system_name in (${sql.join(
                 lockedAccounts.map((name) => sql`${name}`),
                 sql`, `,
               )})) as locked,
          (select count(*)::text from ${ledgerAccounts} a join ${user} u on u.id = a.user_id
             where a.owner_type = 'user' and a.asset = 'VINO' and a.available + a.held > 0
               and u.email not like ${`%@${systemEmailDomain}`}) as holders`,
  );
  return rows[0] ?? { locked: '0', holders: '0' };
}

/** The accounts of `keys` that exist, read without a lock (a batch's first view of its balances). */
export async function findAccountsByKeys(tx: Executor, keys: readonly AccountKey[]): Promise<AccountBalanceRow[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(or(...keys.map(matchKey)));
  return rows.map(toBalanceRow);
}

/**
 * The accounts of `keys` as a JSON array, a scalar subquery for a statement that reads more beside
 * it (a market batch reads everything it checks in one round trip); numbers travel as text.
 */
export function accountsByKeysJson(keys: readonly AccountKey[]): SQL {
  if (keys.length === 0) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(json_build_object('id', id, 'ownerType', owner_type, 'userId', user_id,
                'systemName', system_name, 'asset', asset, 'available', available::text, 'held', held::text)), '[]'::json)
              from ${ledgerAccounts} where ${or(...keys.map(matchKey))})`;
}

export type AccountJsonRow = Omit<AccountBalanceRow, 'available' | 'held'> & { available: string; held: string };

export const balanceRowFromJson = (row: AccountJsonRow): AccountBalanceRow => ({
  ...row,
  available: fromNumeric(row.available),
  held: fromNumeric(row.held),
});

export interface BatchEntryRow {
  id: string;
  kind: string;
  reference: string;
  memo: string;
  lines: readonly { accountId: string; asset: string; bucket: LedgerBucket; amount: bigint }[];
}

/**
 * A market batch's whole write in ONE statement: `writes` (its order, trade and audit
 * statements) as data-modifying CTEs, then the journal: every touched account locked in id order (the
 * same order for every batch of every market, so two batches cannot deadlock), the entries, their
 * postings and the net balance changes. One statement is atomic: all of it or nothing. The CHECK
 * constraints refuse a bucket below zero (isBalanceCheckViolation); a (kind, reference) posted before
 * fails the statement too, and the caller retries each command alone with postEntry's replay rules.
 */
export async function writeBatch(
  tx: Executor,
  writes: readonly SQL[],
  entries: readonly BatchEntryRow[],
  changes: readonly { accountId: string; available: bigint; held: bigint }[],
): Promise<void> {
  const ctes = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write})`);
  if (entries.length === 0) {
    if (ctes.length > 0) await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
    return;
  }
  const lines = entries.flatMap((e) => e.lines.map((l) => ({ entryId: e.id, ...l })));
  const entryRows = unnestRows([
    [entries.map((e) => e.id), 'uuid[]'],
    [entries.map((e) => e.kind), 'text[]'],
    [entries.map((e) => e.reference), 'text[]'],
    [entries.map((e) => e.memo), 'text[]'],
  ]);
  const postingRows = unnestRows([
    [lines.map((l) => l.entryId), 'uuid[]'],
    [lines.map((l) => l.accountId), 'uuid[]'],
    [lines.map((l) => l.asset), 'text[]'],
    [lines.map((l) => l.bucket), 'text[]'],
    [lines.map((l) => toNumeric(l.amount)), 'numeric[]'],
  ]);
  const accountIds = changes.map((c) => c.accountId);
  const deltas = unnestRows([
    [accountIds, 'uuid[]'],
    [changes.map((c) => toNumeric(c.available)), 'numeric[]'],
    [changes.map((c) => toNumeric(c.held)), 'numeric[]'],
  ]);
  // The balance update joins `locked`, so it touches only rows the CTE has locked already, and the
  // CTE locks in id order whatever plan the update gets.
  ctes.push(
    sql`locked as (select id from ${ledgerAccounts} where id = any(${arrayParam(accountIds, 'uuid[]')}) order by id for update)`,
    sql`e as (insert into ${ledgerEntries} (id, kind, reference, memo) select * from ${entryRows})`,
    sql`p as (insert into ${ledgerPostings} (entry_id, account_id, asset, bucket, amount) select * from ${postingRows})`,
  );
  await tx.execute(
    sql`with ${sql.join(ctes, sql`, `)}
        update ${ledgerAccounts} as a
        set available = a.available + d.da, held = a.held + d.dh, updated_at = now()
        from ${deltas} as d(id, da, dh) join locked on locked.id = d.id
        where a.id = d.id`,
  );
}
