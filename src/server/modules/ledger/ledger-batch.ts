import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { entryProblem, netChanges } from '../../../domain/ledger-entry';
import type { LedgerAsset } from '../../../domain/ledger-assets';
import type { Executor } from '../../db/client';
import { insufficientBalance, isBalanceCheckViolation, unbalancedEntry } from './ledger-errors';
import {
  accountKeyText,
  accountsByKeysJson,
  balanceRowFromJson,
  createMissingAccounts,
  findAccountsByKeys,
  rowKeyText,
  writeBatch,
  type AccountJsonRow,
  type AccountKey,
  type AccountOwner,
  type BatchEntryRow,
} from './ledger-repository';
import type { EntryInput } from './post-entry';

/** What `balancesQuery` reads, one row per account found. */
export type { AccountJsonRow };

/**
 * Account ids by accountKeyText: accounts are never deleted, so an id once read stays right. Shared by
 * the batches of every market of one process.
 */
export type AccountIdCache = Map<string, string>;

interface Line {
  accountKey: string;
  key: AccountKey;
  asset: LedgerAsset;
  bucket: 'available' | 'held';
  amount: bigint;
}

/**
 * The journal entries of one market batch: built in memory while the batch's commands
 * run through the engine, posted in ONE statement at the end of the batch's transaction.
 *
 * - Balances are checked in memory against a view read at the start of the batch (`prefetch`) and
 *   kept in step with every entry added, so a command is refused before it touches the engine.
 * - `flush` writes the batch in ONE statement (with the batch's other writes in front), which locks
 *   every touched account in id order: two batches (of any markets) always lock in the same order
 *   and cannot deadlock, so no cross-market lock is needed. Another transaction may have moved money
 *   since the view was read: the table's CHECK constraints then refuse the statement (insufficient
 *   balance), the batch fails and its commands are retried one by one against a fresh view.
 */
export class LedgerBatch {
  private readonly entries: { input: EntryInput; lines: Line[] }[] = [];
  private readonly view = new Map<string, { available: bigint; held: bigint }>();
  /** Ids of accounts this batch's transaction may have created: cached only once it commits. */
  private readonly created = new Map<string, string>();

  constructor(private readonly accountIds: AccountIdCache) {}

  /**
   * The read of the balances the batch's commands will check (without locking; accounts already in
   * the view are not read again), as a JSON scalar subquery; its answer goes to `takeBalances`.
   */
  balancesQuery(keys: readonly AccountKey[]): SQL {
    return accountsByKeysJson(uniqueKeys(keys).filter((key) => !this.view.has(accountKeyText(key))));
  }

  /** Keeps what `balancesQuery` read; an account it did not find has nothing yet. */
  takeBalances(keys: readonly AccountKey[], rows: readonly AccountJsonRow[]): void {
    for (const row of rows.map(balanceRowFromJson)) {
      if (this.view.has(rowKeyText(row))) continue;
      this.accountIds.set(rowKeyText(row), row.id);
      this.view.set(rowKeyText(row), { available: row.available, held: row.held });
    }
    for (const key of keys) {
      const text = accountKeyText(key);
      if (!this.view.has(text)) this.view.set(text, { available: 0n, held: 0n });
    }
  }

  /** Available balance of a prefetched account, with this batch's entries applied. */
  available(owner: AccountOwner, asset: LedgerAsset): bigint {
    const balance = this.view.get(accountKeyText({ owner, asset }));
    if (!balance) throw new Error(`Ledger batch: ${accountKeyText({ owner, asset })} was not prefetched`);
    return balance.available;
  }

  /** Adds a balanced entry; it is written by flush. */
  add(input: EntryInput): void {
    const lines: Line[] = input.postings.map((p) => ({
      accountKey: accountKeyText({ owner: p.account, asset: p.asset }),
      key: { owner: p.account, asset: p.asset },
      asset: p.asset,
      bucket: p.bucket,
      amount: p.amount,
    }));
    const problem = entryProblem(lines);
    if (problem) throw unbalancedEntry(problem);
    for (const [key, change] of netChanges(lines)) {
      const balance = this.view.get(key);
      if (!balance) continue;
      balance.available += change.available;
      balance.held += change.held;
    }
    this.entries.push({ input, lines });
  }

  /** Journal rows the batch writes: its entries and their postings. */
  rowCounts(): { ledger_entries: number; ledger_postings: number } {
    return {
      ledger_entries: this.entries.length,
      ledger_postings: this.entries.reduce((sum, entry) => sum + entry.lines.length, 0),
    };
  }

  /** After the commit: the accounts the batch created exist for good, their ids may be cached. */
  committed(): void {
    for (const [key, id] of this.created) this.accountIds.set(key, id);
  }

  /**
   * Writes `writes` (the batch's other statements) and every entry and balance change in one
   * statement; accounts seen for the first time are created just before (empty, so harmless if the
   * batch then fails). A bucket that would go below zero fails it with insufficientBalance.
   */
  async flush(tx: Executor, writes: readonly SQL[] = []): Promise<void> {
    const allLines = this.entries.flatMap((entry) => entry.lines);
    const keys = uniqueKeys(allLines.map((line) => line.key));
    const unknown = keys.filter((key) => !this.accountIds.has(accountKeyText(key)));
    if (unknown.length > 0) {
      await createMissingAccounts(tx, unknown);
      for (const row of await findAccountsByKeys(tx, unknown)) this.created.set(rowKeyText(row), row.id);
    }
    const idOf = (accountKey: string) => {
      const id = this.accountIds.get(accountKey) ?? this.created.get(accountKey);
      if (!id) throw new Error(`Ledger batch: no account ${accountKey}`);
      return id;
    };
    const changes = [...netChanges(allLines)].map(([key, change]) => ({ accountId: idOf(key), ...change }));
    const rows: BatchEntryRow[] = this.entries.map(({ input, lines }) => ({
      id: randomUUID(),
      kind: input.kind,
      reference: input.reference,
      memo: input.memo ?? '',
      lines: lines.map((line) => ({
        accountId: idOf(line.accountKey),
        asset: line.asset,
        bucket: line.bucket,
        amount: line.amount,
      })),
    }));
    try {
      await writeBatch(tx, writes, rows, changes);
    } catch (error) {
      if (isBalanceCheckViolation(error)) throw insufficientBalance();
      throw error;
    }
  }
}

function uniqueKeys(keys: readonly AccountKey[]): AccountKey[] {
  return [...new Map(keys.map((key) => [accountKeyText(key), key])).values()];
}
