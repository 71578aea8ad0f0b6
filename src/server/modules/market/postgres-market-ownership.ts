import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { MARKET_IDS, type MarketId } from '../../../domain/exchange/markets';
import { queryRows, type Database, type Executor } from '../../db/client';
import {
  marketMoved,
  ownerUnreachable,
  type ForwardedAnswers,
  type ForwardedCallOf,
  type ForwardedCallRunner,
  type ForwardedKind,
} from './forwarded-call';
import type { MarketBooks } from './market-books';
import type { MarketOwnership } from './market-ownership';
import { sendToOwner } from './send-to-owner';

/** How often markets without a live owner are tried (and the lock session checked): takeover within ~1 s. */
const POLL_INTERVAL_MS = 1_000;
/** How long a forwarded call keeps trying while a market changes owner, before answering MARKET_MOVED. */
const FORWARD_PATIENCE_MS = 5_000;
const FORWARD_RETRY_MS = 100;
/** The owner's address is read again after this, or at once when a call to it fails. */
const OWNER_CACHE_MS = 2_000;
/**
 * Each owner numbers its book changes from (epoch - 1) × this, so the deltas of a new owner always
 * follow those of the previous one (clients drop a delta whose sequence is not above their book's).
 */
const BOOK_SEQUENCE_SPAN = 1_000_000_000;
/** First key of the two-key advisory locks: 'VINO' in ASCII, so other advisory locks cannot clash. */
const LOCK_NAMESPACE = 0x56_49_4e_4f;

/** The second key: FNV-1a of the market id as a signed 32-bit int (stable across versions, unlike an index). */
export function marketLockKey(market: MarketId): number {
  let hash = 0x81_1c_9d_c5;
  for (const char of market) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01_00_01_93);
  return hash | 0;
}

export interface PostgresOwnershipOptions {
  /** A dedicated connection for the session advisory locks (DatabaseHandle.openSession). */
  openSession: () => pg.Client;
  /** This instance's base URL for the others (config INTERNAL_URL). */
  address: string;
  /** The key forwarded calls are signed with (forwardingKey(AUTH_SECRET)). */
  key: Buffer;
}

interface Owner {
  instanceId: string;
  address: string;
  readAt: number;
}

/**
 * Market ownership on PostgreSQL (ADR 010). A market's owner holds a session advisory lock on a
 * connection of its own; PostgreSQL releases it when that connection closes (the process died or
 * lost the database), and another instance, polling every second, takes it: it bumps the market's
 * epoch in `market_owners` (waiting for the previous owner's batch in flight, which holds the row
 * FOR SHARE), rebuilds the book from the database, and only then serves the market. Every batch
 * checks the epoch in its own transaction (fence), so an instance that lost the market cannot
 * commit for it any more, even before it notices.
 */
export class PostgresMarketOwnership implements MarketOwnership {
  readonly isFenced = true;
  private readonly instanceId = randomUUID();
  /** Markets this instance owns, with the epoch it owns them at. */
  private readonly owned = new Map<MarketId, number>();
  private readonly owners = new Map<MarketId, Owner>();
  private session: pg.Client | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private polling: Promise<void> | undefined;
  private isStopped = false;
  private run: ForwardedCallRunner | undefined;

  constructor(
    private readonly db: Database,
    private readonly books: MarketBooks,
    private readonly options: PostgresOwnershipOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  owns(market: MarketId): boolean {
    return this.owned.has(market);
  }

  async start(run: ForwardedCallRunner): Promise<void> {
    this.run = run;
    // The first round runs before the app serves (and fails its start when the database is down).
    await this.poll();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.polling;
    await this.books.drain();
    const session = this.session;
    this.session = undefined;
    this.owned.clear();
    // Closing the session releases every lock at once; the others take over within a poll.
    await session?.end().catch(() => undefined);
  }

  async fence(tx: Executor, market: MarketId): Promise<void> {
    const epoch = this.owned.get(market);
    if (epoch === undefined) throw marketMoved();
    const rows = await queryRows(
      tx,
      sql`select 1 from market_owners
          where market = ${market} and instance_id = ${this.instanceId} and epoch = ${epoch}
          for share`,
    );
    if (rows.length > 0) return;
    this.log.error({ market, epoch }, 'market taken over by another instance: this one stops serving it');
    this.lose(market);
    throw marketMoved();
  }

  async forward<K extends ForwardedKind>(call: ForwardedCallOf<K>): Promise<ForwardedAnswers[K]> {
    const deadline = Date.now() + FORWARD_PATIENCE_MS;
    for (;;) {
      // Taken over by this instance meanwhile: run it here.
      if (this.owned.has(call.market) && this.run) return this.run(call);
      const owner = await this.ownerOf(call.market);
      if (owner && owner.instanceId !== this.instanceId) {
        const outcome = await sendToOwner(owner.address, call, this.options.key);
        if (outcome.kind === 'answer') return outcome.answer as ForwardedAnswers[K];
        if (outcome.kind === 'error') throw outcome.error;
        this.owners.delete(call.market);
        // A read may be asked again; a command that may have run may not (it would run twice).
        if (outcome.kind === 'unknown' && call.kind !== 'book') {
          this.log.warn({ err: outcome.cause, market: call.market }, 'market owner stopped answering');
          throw ownerUnreachable();
        }
      } else {
        this.owners.delete(call.market);
      }
      if (Date.now() > deadline) throw marketMoved();
      await sleep(FORWARD_RETRY_MS);
    }
  }

  private async ownerOf(market: MarketId): Promise<Owner | undefined> {
    const cached = this.owners.get(market);
    if (cached && Date.now() - cached.readAt < OWNER_CACHE_MS) return cached;
    const [row] = await queryRows<{ instance_id: string; address: string }>(
      this.db,
      sql`select instance_id, address from market_owners where market = ${market}`,
    );
    if (!row) return undefined;
    const owner = { instanceId: row.instance_id, address: row.address, readAt: Date.now() };
    this.owners.set(market, owner);
    return owner;
  }

  private schedule(): void {
    if (this.isStopped) return;
    this.timer = setTimeout(() => {
      this.polling = this.poll()
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'market ownership round failed');
          this.dropSession(this.session);
        })
        .finally(() => this.schedule());
    }, POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Tries every market without an owner here; with all of them owned, checks the session is alive
   * (a failure there, or a session error, gives every market up: its locks may be gone).
   */
  private async poll(): Promise<void> {
    const session = await this.openSession();
    const free = MARKET_IDS.filter((market) => !this.owned.has(market));
    if (free.length === 0) await session.query('select 1');
    for (const market of free) {
      if (this.isStopped || this.session !== session) return;
      try {
        await this.tryToTake(session, market);
      } catch (error) {
        // E.g. its book could not be rebuilt: the lock is given back and the next round tries again.
        this.log.warn({ err: error, market }, 'market not taken over');
      }
    }
  }

  private async openSession(): Promise<pg.Client> {
    if (this.session) return this.session;
    const session = this.options.openSession();
    // A broken session has lost its locks: stop serving its markets at once.
    session.on('error', (error) => {
      this.log.error({ err: error }, 'market lock session failed');
      this.dropSession(session);
    });
    session.on('end', () => this.dropSession(session));
    await session.connect();
    this.session = session;
    return session;
  }

  private dropSession(session: pg.Client | undefined): void {
    if (!session || this.session !== session) return;
    this.session = undefined;
    for (const market of [...this.owned.keys()]) this.lose(market);
    void session.end().catch(() => undefined);
  }

  private async tryToTake(session: pg.Client, market: MarketId): Promise<void> {
    const key = marketLockKey(market);
    const locked = await session.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      LOCK_NAMESPACE,
      key,
    ]);
    if (!locked.rows[0]?.ok) return;
    try {
      // Waits for the previous owner's batch still in flight (it holds this row FOR SHARE).
      const bumped = await session.query<{ epoch: string }>(
        `insert into market_owners (market, instance_id, address, epoch, acquired_at) values ($1, $2, $3, 1, now())
         on conflict (market) do update
           set instance_id = excluded.instance_id, address = excluded.address,
               epoch = market_owners.epoch + 1, acquired_at = now()
         returning epoch`,
        [market, this.instanceId, this.options.address],
      );
      const epoch = Number(bumped.rows[0]!.epoch);
      await this.books.run(market, async (book) => {
        await this.books.restore(book);
        book.bookSequence = (epoch - 1) * BOOK_SEQUENCE_SPAN;
      });
      if (this.session !== session) return;
      this.owned.set(market, epoch);
      this.owners.delete(market);
      this.log.info({ market, epoch }, 'market owned by this instance');
    } catch (error) {
      await session.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, key]).catch(() => undefined);
      throw error;
    }
  }

  /** Stops serving the market now; its book is emptied once the batch in progress is done. */
  private lose(market: MarketId): void {
    if (!this.owned.delete(market)) return;
    this.log.warn({ market }, 'market no longer owned by this instance');
    void this.books.run(market, async (book) => {
      if (!this.owned.has(market)) this.books.forget(book);
    });
  }
}
