import type { MarketId } from '../../../domain/exchange/markets';
import type { CommandOutcome } from './apply-engine-events';
import type { BatchLane } from './batch-lanes';
import type { CommandBatch, CommandNeeds } from './command-batch';
import { ExchangeBatch } from './exchange-batch';
import type { MarketBook } from './market-books';
import type { MarketContext } from './market-context';
import { levelEventToWire, orderToWire, tradeToWire } from './market-mapper';
import { channels } from '../../../contracts/realtime';
import { marketMoved } from './forwarded-call';
import { publishPriceUpdate } from './publish-price-update';

/** The most commands one transaction carries (bounds its statement sizes and its callers' wait). */
const MAX_BATCH_COMMANDS = 100;

export interface CommandScope {
  book: MarketBook;
  batch: CommandBatch;
  /** Call right before engine.process: from then on a failure fails the whole batch. */
  markEngineTouched(): void;
}

/**
 * A market command: what it will check (read once per batch), and its synchronous run through the
 * engine, which records what to write into the batch. An error thrown before markEngineTouched is
 * the command's own answer (a refusal: nothing was recorded); after it, the batch fails.
 */
export interface MarketCommand<T extends { outcome: CommandOutcome }> {
  needs?: CommandNeeds;
  apply(scope: CommandScope): T;
}

export interface PendingCommand {
  command: MarketCommand<{ outcome: CommandOutcome }>;
  resolve(result: { outcome: CommandOutcome }): void;
  reject(error: unknown): void;
}

/** Commands of one market taken into a batch, in their arrival order. */
interface MarketGroup {
  book: MarketBook;
  items: PendingCommand[];
}

/**
 * Runs a command of a market with group commit: commands run in the market's order
 * through its engine, but every command that arrives while its lane's transaction is in flight
 * waits for the next batch, and a batch is persisted in ONE statement (ExchangeBatch.flush). A lane
 * is one market on PostgreSQL, all four on the embedded database (batch-lanes.ts). A caller is
 * answered only after the statement holding its command has committed. When a batch's statement
 * fails, every book it touched is rebuilt from the database (the last committed state) and each of
 * its commands is run again alone, so each gets its own result or error: never a half-applied batch.
 */
export function runMarketCommand<T extends { outcome: CommandOutcome }>(
  ctx: MarketContext,
  market: MarketId,
  command: MarketCommand<T>,
): Promise<T> {
  const book = ctx.books.get(market);
  return new Promise<T>((resolve, reject) => {
    book.pending.push({
      command,
      resolve: resolve as (result: { outcome: CommandOutcome }) => void,
      reject,
    });
    scheduleBatch(ctx, ctx.batchLanes.get(market)!);
  });
}

function scheduleBatch(ctx: MarketContext, lane: BatchLane): void {
  if (lane.isScheduled) return;
  lane.isScheduled = true;
  void ctx.books.runAcross(lane.markets, async () => {
    // One turn of the event loop first: requests already read from their sockets join this batch
    // (on the embedded database the statements of other batches otherwise follow each other in
    // microtasks, and commands reached their market one at a time).
    await new Promise((resolve) => setImmediate(resolve));
    const groups = takeFairShares(lane.markets.map((market) => ctx.books.get(market)));
    lane.isScheduled = false;
    // Arrivals from now on (or the rest of a long queue) go to the next batch, queued behind this one.
    if (lane.markets.some((market) => ctx.books.get(market).pending.length > 0)) scheduleBatch(ctx, lane);
    await runBatch(ctx, groups);
  });
}

/**
 * The commands of a batch, at most MAX_BATCH_COMMANDS, shared fairly between the lane's markets: each
 * gets an equal share, and what a market does not need goes to the others, so a busy market cannot
 * keep another waiting, nor is a lone busy market held to a quarter of a batch. Groups stay in lane order.
 */
function takeFairShares(books: readonly MarketBook[]): MarketGroup[] {
  const takes = new Map<MarketBook, number>();
  let budget = MAX_BATCH_COMMANDS;
  const byNeed = [...books].sort((a, b) => a.pending.length - b.pending.length);
  byNeed.forEach((book, index) => {
    const take = Math.min(book.pending.length, Math.ceil(budget / (byNeed.length - index)));
    takes.set(book, take);
    budget -= take;
  });
  return books
    .map((book) => ({ book, items: book.pending.splice(0, takes.get(book) ?? 0) }))
    .filter((group) => group.items.length > 0);
}

type Answer = { ok: true; value: { outcome: CommandOutcome } } | { ok: false; error: unknown };

/** The groups whose market is still owned here and whose book is live; the others' callers get an error. */
async function runnableGroups(ctx: MarketContext, groups: MarketGroup[]): Promise<MarketGroup[]> {
  const runnable: MarketGroup[] = [];
  for (const group of groups) {
    const { book, items } = group;
    if (!ctx.ownership.owns(book.spec.id)) {
      // Lost while these waited: they never ran, so their callers may try again (at the new owner).
      for (const item of items) item.reject(marketMoved());
    } else if (book.isStale && !(await restoreBook(ctx, book))) {
      for (const item of items)
        item.reject(new Error(`Market ${book.spec.id} is not available: its book could not be rebuilt`));
    } else runnable.push(group);
  }
  return runnable;
}

async function runBatch(ctx: MarketContext, allGroups: MarketGroup[]): Promise<void> {
  const groups = await runnableGroups(ctx, allGroups);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  if (count === 0) return;
  ctx.batchStats.batches += 1;
  ctx.batchStats.commands += count;
  /** Books a command has run through: after a failure, each is rebuilt from the database. */
  const touched = new Set<MarketBook>();
  let answers: Answer[][];
  const batch = new ExchangeBatch(ctx.accountIds, ctx.now());
  const parts = groups.map((group) => batch.forMarket(group.book));
  try {
    await batch.prefetch(
      ctx.db,
      groups.flatMap((group) => group.items.flatMap((item) => (item.command.needs ? [item.command.needs] : []))),
    );
    const applyAll = () =>
      groups.map((group, index) =>
        group.items.map((item): Answer => {
          let isTouched = false;
          try {
            const value = item.command.apply({
              book: group.book,
              batch: parts[index]!,
              markEngineTouched: () => {
                isTouched = true;
                touched.add(group.book);
              },
            });
            return { ok: true, value };
          } catch (error) {
            // Refused before the engine ran: nothing of it was recorded, the batch goes on.
            if (!isTouched) return { ok: false, error };
            throw error;
          }
        }),
      );
    if (ctx.ownership.isFenced) {
      answers = await ctx.db.transaction(async (tx) => {
        // Before any command runs: an instance that lost the market must not commit for it (ADR 010).
        for (const group of groups) await ctx.ownership.fence(tx, group.book.spec.id);
        const results = applyAll();
        await batch.flush(tx);
        return results;
      });
    } else {
      answers = applyAll();
      // ONE statement, so its own transaction: no BEGIN and COMMIT round trips around it.
      await batch.flush(ctx.db);
    }
  } catch (error) {
    await retryAlone(ctx, groups, touched, error);
    return;
  }
  batch.ledger.committed();
  for (const row of batch.endedOrders()) ctx.endedOrders.remember(row.id, row);
  // Committed: answer every caller, then publish. A failing push (hub closing, a bad subscriber)
  // must not turn a committed command into an error; clients that miss a delta resync.
  groups.forEach((group, groupIndex) => {
    group.items.forEach((item, index) => {
      const answer = answers[groupIndex]![index]!;
      if (!answer.ok) {
        item.reject(answer.error);
        return;
      }
      try {
        publishOutcome(ctx, group.book, answer.value.outcome);
      } catch (error) {
        ctx.log.warn({ err: error, market: group.book.spec.id }, 'market events not published');
      }
      item.resolve(answer.value);
    });
  });
  ctx.statistics.rowsWritten(batch.writtenRows());
}

/**
 * After a failed batch (nothing of it committed): every book it touched goes back to the last
 * committed state, then each command runs again as a batch of its own, so the one that fails gets
 * the error and the others their result. A market whose book cannot be rebuilt fails its commands.
 */
async function retryAlone(
  ctx: MarketContext,
  groups: MarketGroup[],
  touched: ReadonlySet<MarketBook>,
  error: unknown,
): Promise<void> {
  const wasAlone = groups.length === 1 && groups[0]!.items.length === 1;
  const retries: MarketGroup[] = [];
  for (const group of groups) {
    const isRestored = !touched.has(group.book) || (await restoreBook(ctx, group.book));
    for (const item of group.items) {
      // A command that failed alone has its answer: the error.
      if (!isRestored || wasAlone) item.reject(error);
      else retries.push({ book: group.book, items: [item] });
    }
  }
  if (retries.length === 0) return;
  ctx.batchStats.retriedBatches += 1;
  ctx.log.warn(
    { err: error, markets: groups.map((group) => group.book.spec.id), commands: retries.length },
    'market batch retried command by command',
  );
  for (const alone of retries) await runBatch(ctx, [alone]);
}

/**
 * Rebuilds the book after a failed batch; false (logged, the book marked stale so the next batch
 * tries again before touching it) when even that fails, e.g. the database is down.
 */
async function restoreBook(ctx: MarketContext, book: MarketBook): Promise<boolean> {
  try {
    await ctx.books.restore(book);
    return true;
  } catch (error) {
    book.isStale = true;
    ctx.log.error({ err: error, market: book.spec.id }, 'market book not rebuilt after a failed batch');
    return false;
  }
}

function publishOutcome(ctx: MarketContext, book: MarketBook, outcome: CommandOutcome): void {
  const { publisher } = ctx;
  const market = book.spec.id;
  const timestamp = ctx.now().toISOString();
  if (outcome.levels.length > 0) {
    book.bookSequence += 1;
    publisher.publish(channels.orderBook(market), 'orderbook_delta', {
      market,
      sequence: book.bookSequence,
      changes: outcome.levels.map((level) => levelEventToWire(book.spec, level)),
      timestamp,
    });
  }
  for (const trade of outcome.trades) {
    const wire = tradeToWire(trade);
    publisher.publish(channels.trades(market), 'trade_update', {
      market,
      tradeId: wire.id,
      side: wire.side,
      price: wire.price,
      amount: wire.amount,
      timestamp: wire.timestamp,
    });
  }
  for (const order of outcome.orders) {
    publisher.publishToUser(order.userId, channels.orders, 'order_update', orderToWire(order));
  }
  if (outcome.trades.length > 0) {
    ctx.tickers.delete(market);
    publishPriceUpdate(ctx, market);
  }
}
