import { buildMerkleSumTree, type MerkleSumTree } from '../../../domain/reserve/merkle-sum-tree';
import type { ReserveLeaf } from '../../../domain/reserve/reserve-leaf';
import type { LeafSetFile } from './leaf-set-file';
import {
  GENESIS_PREVIOUS_HASH,
  backingRatio,
  signStatement,
  statementHashHex,
  type ReserveStatement,
} from '../../../domain/reserve/reserve-statement';
import { statementToWire, type StatementWire } from '../../../domain/reserve/reserve-wire';
import type { Executor } from '../../db/client';
import type { ReserveContext } from './reserve-context';
import { readTotalCirculation } from './read-total-circulation';
import { findLatestStatement, insertStatement, readLeafPage } from './reserve-repository';
import { toCommitment } from './find-latest-statement-commitment';

/** The platform values the bottles itself until an auditor co-signs (ADR 012). */
export const PLATFORM_SOURCE = 'platform-appraisal';

/** Lets other callbacks run between chunks of hashing: no stretch of the build holds the loop long. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Hashes between two yields: about 2-3 ms of work on this machine. */
export const HASHES_PER_CHUNK = 1024;

/**
 * Every backing bottle, a page at a time (keyset pagination on serial), in the order the tree commits
 * to; each page is written to the leaf-set file before its leaves are hashed, and dropped after.
 */
export async function* streamBackingLeaves(db: Executor, leafSet: LeafSetFile): AsyncGenerator<ReserveLeaf> {
  let after = '';
  for (;;) {
    const page = await readLeafPage(db, after);
    if (page.length === 0) return;
    await leafSet.append(page);
    yield* page;
    after = page.at(-1)!.serial;
  }
}

/**
 * The tree over the register as it is now, and its leaf set on disk. The caller hands both to the
 * cache or removes the file.
 */
export async function buildRegisterTree(ctx: ReserveContext): Promise<{ leafSet: LeafSetFile; tree: MerkleSumTree }> {
  const leafSet = ctx.cache.newLeafSet();
  try {
    const tree = await buildMerkleSumTree(streamBackingLeaves(ctx.db, leafSet), {
      pause: yieldToEventLoop,
      chunkSize: HASHES_PER_CHUNK,
    });
    await leafSet.finish();
    return { leafSet, tree };
  } catch (error) {
    await leafSet.remove();
    throw error;
  }
}

/**
 * Builds the tree over the register, signs a statement chained to the latest one and appends it.
 * Unless `force`, a register and supply unchanged since the latest statement add nothing (the daily
 * run still signs one, so a statement is never older than a day). Retries when another node appended
 * the same sequence first.
 */
export async function attestReserve(ctx: ReserveContext, reason: string, force = false): Promise<StatementWire> {
  for (let attempt = 0; ; attempt++) {
    const { leafSet, tree } = await buildRegisterTree(ctx);
    const supplyVino = await readTotalCirculation(ctx, ctx.db);
    const previous = await findLatestStatement(ctx.db);
    if (
      !force &&
      previous &&
      previous.root === tree.rootHex &&
      previous.supply_vino === supplyVino &&
      previous.total_value_cents === tree.totalCents.toString()
    ) {
      if (ctx.cache.latest?.statement.sequence !== previous.sequence) ctx.cache.set(previous, tree, leafSet);
      else await leafSet.remove();
      return previous;
    }
    const statement: ReserveStatement = {
      sequence: (previous?.sequence ?? 0) + 1,
      issuedAt: ctx.clock.now().toISOString(),
      source: PLATFORM_SOURCE,
      rootHex: tree.rootHex,
      totalValueCents: tree.totalCents,
      bottleCount: tree.leafCount,
      supplyVino,
      backingRatio: backingRatio(tree.totalCents, supplyVino),
      previousHashHex: previous?.hash ?? GENESIS_PREVIOUS_HASH,
    };
    const wire = statementToWire(statement, {
      hash: statementHashHex(statement),
      signature: await signStatement(statement, ctx.key.privateKey),
      publicKey: ctx.key.publicKeyHex,
    });
    if (await insertStatement(ctx.db, wire, reason)) {
      ctx.cache.set(wire, tree, leafSet);
      ctx.log.info({ sequence: wire.sequence, root: wire.root, reason }, 'reserve statement signed');
      await ctx.events.emit('reserve.changed', {});
      await ctx.events.emit('reserve.statement-signed', toCommitment(wire));
      return wire;
    }
    await leafSet.remove();
    if (attempt >= 3) throw new Error('could not append a reserve statement: the sequence kept moving');
  }
}

/**
 * Makes the cache hold the latest statement's tree (a node that did not sign it, or a restart). When
 * the register no longer matches it, a fresh statement is signed instead.
 */
export function loadLatestAttestation(ctx: ReserveContext): Promise<void> {
  // One rebuild at a time, however many requests arrive while it runs.
  ctx.cache.loading ??= refreshCache(ctx).finally(() => {
    ctx.cache.loading = undefined;
  });
  return ctx.cache.loading;
}

async function refreshCache(ctx: ReserveContext): Promise<void> {
  const latest = await findLatestStatement(ctx.db);
  if (!latest) return;
  if (ctx.cache.latest?.statement.sequence === latest.sequence) return;
  const { leafSet, tree } = await buildRegisterTree(ctx);
  if (tree.rootHex === latest.root) ctx.cache.set(latest, tree, leafSet);
  else {
    await leafSet.remove();
    await attestReserve(ctx, 'register changed since the latest statement');
  }
}
