import { entryProblem, netChanges } from '../../../domain/ledger-entry';
import type { LedgerAsset, LedgerBucket } from '../../../domain/ledger-assets';
import type { Database, Executor, Transaction } from '../../db/client';
import { insufficientBalance, isBalanceCheckViolation, referenceConflict, unbalancedEntry } from './ledger-errors';
import {
  accountKeyText,
  createMissingAccounts,
  findEntryByReference,
  lockAllAccounts,
  rowKeyText,
  type AccountKey,
  type AccountOwner,
  writeEntry,
} from './ledger-repository';

export type { AccountOwner } from './ledger-repository';

export interface PostingInput {
  account: AccountOwner;
  asset: LedgerAsset;
  bucket: LedgerBucket;
  /** Signed, at LEDGER_SCALE: positive credits the bucket, negative debits it. */
  amount: bigint;
}

export interface EntryInput {
  kind: string;
  /** Unique per kind: posting the same (kind, reference) again never counts twice. */
  reference: string;
  memo?: string;
  postings: PostingInput[];
}

export interface PostedEntry {
  entryId: string;
  /** True when this (kind, reference) had already been posted with the same lines. */
  replayed: boolean;
}

const isTransaction = (executor: Executor): executor is Transaction => 'rollback' in executor;

/**
 * Posts one balanced journal entry and updates the balances it touches, atomically.
 *
 * - Unbalanced (per asset the lines must sum to 0) → AppError 400 `ledger_unbalanced`.
 * - A user bucket (or a system one other than `external`) that would go below 0 → AppError 409
 *   `insufficient_balance`, nothing written. The touched accounts are locked in id order first;
 *   the table's CHECK constraints back this up and are mapped to the same error.
 * - Idempotent: the same (kind, reference) with the same lines returns the first entry with
 *   `replayed: true` and changes nothing; with different lines → 409 `ledger_reference_conflict`.
 *
 * Pass the caller's transaction so the entry commits with the change it pays for; given the
 * database, it opens its own. A thrown error leaves the caller's transaction to roll back.
 */
export async function postEntry(executor: Database | Transaction, input: EntryInput): Promise<PostedEntry> {
  if (!isTransaction(executor)) return executor.transaction((tx) => postEntry(tx, input));
  const tx = executor;
  const lines = input.postings.map((p) => ({
    accountKey: accountKeyText({ owner: p.account, asset: p.asset }),
    asset: p.asset,
    bucket: p.bucket,
    amount: p.amount,
  }));
  const problem = entryProblem(lines);
  if (problem) throw unbalancedEntry(problem);

  // Every account is created before any is locked, so all are locked in one id-ordered statement.
  const keys = uniqueKeys(input.postings);
  let accounts = await lockAllAccounts(tx, keys);
  if (accounts.length === 0) {
    await createMissingAccounts(tx, keys);
    accounts = await lockAllAccounts(tx, keys);
  }
  const byKey = new Map(accounts.map((a) => [rowKeyText(a), a]));

  const changes = [...netChanges(lines)].map(([key, change]) => {
    const account = byKey.get(key)!;
    const mayGoNegative = account.systemName === 'external';
    const goesNegative =
      account.held + change.held < 0n || (!mayGoNegative && account.available + change.available < 0n);
    return { accountId: account.id, goesNegative, ...change };
  });
  // Refused before any write, so a caller that handles the error keeps a clean transaction. A
  // retry of an entry already posted is answered as a replay even if the money has moved since.
  if (changes.some((c) => c.goesNegative)) {
    if (await findEntryByReference(tx, input.kind, input.reference)) return replay(tx, input, lines);
    throw insufficientBalance();
  }

  let entryId: string | null;
  try {
    entryId = await writeEntry(
      tx,
      { kind: input.kind, reference: input.reference, memo: input.memo ?? '' },
      lines.map((l) => ({
        accountId: byKey.get(l.accountKey)!.id,
        asset: l.asset,
        bucket: l.bucket,
        amount: l.amount,
      })),
      changes,
    );
  } catch (error) {
    if (isBalanceCheckViolation(error)) throw insufficientBalance();
    throw error;
  }
  if (!entryId) return replay(tx, input, lines);
  return { entryId, replayed: false };
}

function uniqueKeys(postings: readonly PostingInput[]): AccountKey[] {
  const keys = new Map<string, AccountKey>();
  for (const p of postings)
    keys.set(accountKeyText({ owner: p.account, asset: p.asset }), { owner: p.account, asset: p.asset });
  return [...keys.values()];
}

/** A second posting of (kind, reference): the same lines are a harmless retry, others a conflict. */
async function replay(
  tx: Transaction,
  input: EntryInput,
  lines: readonly { accountKey: string; bucket: LedgerBucket; amount: bigint }[],
): Promise<PostedEntry> {
  const existing = await findEntryByReference(tx, input.kind, input.reference);
  const signature = (l: { accountKey: string; bucket: string; amount: bigint }) =>
    `${l.accountKey}|${l.bucket}|${l.amount}`;
  const wanted = lines.map(signature).sort().join('\n');
  const stored = existing?.postings.map(signature).sort().join('\n');
  if (!existing || wanted !== stored) throw referenceConflict(input.kind, input.reference);
  return { entryId: existing.id, replayed: true };
}
