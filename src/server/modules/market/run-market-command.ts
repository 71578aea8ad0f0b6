import type { MarketId } from '../../../domain/exchange/markets';
import type { CommandOutcome } from './apply-engine-events';
import { CommandBatch, type CommandNeeds } from './command-batch';
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

/**
 * Runs a command of a market with group commit (issue 18): commands run in the market's order
 * through its engine, but every command that arrives while the market's transaction is in flight
 * waits for the next batch, and a batch is persisted in ONE statement (CommandBatch.flush), which is
 * its own transaction. A caller is answered only after the statement holding its command has
 * committed. When a batch's statement fails, the book is rebuilt from the database (the last committed
 * state) and each of its commands is run again alone, so each gets its own result or error: never a
 * half-applied batch.
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
    scheduleBatch(ctx, book);
  });
}

function scheduleBatch(ctx: MarketContext, book: MarketBook): void {
  if (book.isBatchScheduled) return;
  book.isBatchScheduled = true;
  void ctx.books.run(book.spec.id, async () => {
    // One turn of the event loop first: requests already read from their sockets join this batch
    // (on the embedded database the statements of other batches otherwise follow each other in
    // microtasks, and commands reached their market one at a time).
    await new Promise((resolve) => setImmediate(resolve));
    const items = book.pending.splice(0, MAX_BATCH_COMMANDS);
    book.isBatchScheduled = false;
    // Arrivals from now on (or the rest of a long queue) go to the next batch, queued behind this one.
    if (book.pending.length > 0) scheduleBatch(ctx, book);
    await runBatch(ctx, book, items);
  });
}

type Answer = { ok: true; value: { outcome: CommandOutcome } } | { ok: false; error: unknown };

async function runBatch(ctx: MarketContext, book: MarketBook, items: PendingCommand[]): Promise<void> {
  if (items.length === 0) return;
  if (!ctx.ownership.owns(book.spec.id)) {
    // Lost while these waited: they never ran, so their callers may try again (at the new owner).
    for (const item of items) item.reject(marketMoved());
    return;
  }
  if (book.isStale && !(await restoreBook(ctx, book))) {
    for (const item of items)
      item.reject(new Error(`Market ${book.spec.id} is not available: its book could not be rebuilt`));
    return;
  }
  ctx.batchStats.batches += 1;
  ctx.batchStats.commands += items.length;
  let isEngineTouched = false;
  let answers: Answer[];
  const batch = new CommandBatch(book, ctx.accountIds, ctx.now());
  try {
    await batch.prefetch(
      ctx.db,
      items.flatMap((item) => (item.command.needs ? [item.command.needs] : [])),
    );
    const applyAll = () =>
      items.map((item): Answer => {
        let touched = false;
        try {
          const value = item.command.apply({
            book,
            batch,
            markEngineTouched: () => {
              touched = true;
              isEngineTouched = true;
            },
          });
          return { ok: true, value };
        } catch (error) {
          // Refused before the engine ran: nothing of it was recorded, the batch goes on.
          if (!touched) return { ok: false, error };
          throw error;
        }
      });
    if (ctx.ownership.isFenced) {
      answers = await ctx.db.transaction(async (tx) => {
        // Before any command runs: an instance that lost the market must not commit for it (ADR 010).
        await ctx.ownership.fence(tx, book.spec.id);
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
    if (isEngineTouched && !(await restoreBook(ctx, book))) {
      for (const item of items) item.reject(error);
      return;
    }
    if (items.length === 1) {
      items[0]!.reject(error);
      return;
    }
    ctx.batchStats.retriedBatches += 1;
    ctx.log.warn(
      { err: error, market: book.spec.id, commands: items.length },
      'market batch retried command by command',
    );
    for (const item of items) await runBatch(ctx, book, [item]);
    return;
  }
  batch.ledger.committed();
  // Committed: answer every caller, then publish. A failing push (hub closing, a bad subscriber)
  // must not turn a committed command into an error; clients that miss a delta resync.
  items.forEach((item, index) => {
    const answer = answers[index]!;
    if (!answer.ok) {
      item.reject(answer.error);
      return;
    }
    try {
      publishOutcome(ctx, book, answer.value.outcome);
    } catch (error) {
      ctx.log.warn({ err: error, market: book.spec.id }, 'market events not published');
    }
    item.resolve(answer.value);
  });
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
