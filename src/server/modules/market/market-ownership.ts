import type { MarketId } from '../../../domain/exchange/markets';
import type { Executor } from '../../db/client';
import type { ForwardedAnswers, ForwardedCallOf, ForwardedCallRunner, ForwardedKind } from './forwarded-call';
import type { MarketBooks } from './market-books';

/**
 * Which markets this instance runs (several instances; ADR 010). Each market's commands
 * run on exactly one instance, its owner; the use cases ask `owns` first and `forward` otherwise.
 */
export interface MarketOwnership {
  /**
   * True when other instances may take a market over, so a batch's write must run in a transaction
   * that starts with `fence`; false for the sole owner, whose write is one statement on its own.
   */
  readonly isFenced: boolean;
  /** True when this instance runs the market's commands and serves its book. */
  owns(market: MarketId): boolean;
  /** Runs the call on the market's owner and answers as the owner did (its result or its AppError). */
  forward<K extends ForwardedKind>(call: ForwardedCallOf<K>): Promise<ForwardedAnswers[K]>;
  /**
   * First statement of every batch's transaction: throws (MARKET_MOVED) unless this instance still
   * owns the market, and keeps a takeover waiting until the transaction ends (fencing).
   */
  fence(tx: Executor, market: MarketId): Promise<void>;
  /** Takes the markets it can (rebuilding their books) before the app serves; `run` runs forwarded calls. */
  start(run: ForwardedCallRunner): Promise<void>;
  /** Lets queued commands finish, then gives every market up (the app is closing). */
  stop(): Promise<void>;
}

/**
 * One process owns every market: the embedded database, or PostgreSQL without an own session for
 * the locks. The books are rebuilt at start; nothing is ever forwarded or fenced.
 */
export class SoleOwnership implements MarketOwnership {
  readonly isFenced = false;

  constructor(private readonly books: MarketBooks) {}

  owns(): boolean {
    return true;
  }

  forward(): never {
    throw new Error('This instance owns every market: nothing to forward');
  }

  async fence(): Promise<void> {}

  async start(): Promise<void> {
    await this.books.restoreAll();
  }

  async stop(): Promise<void> {
    await this.books.drain();
  }
}
