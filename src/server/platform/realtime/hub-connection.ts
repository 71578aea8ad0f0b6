/**
 * The real-time protocol of one socket (contracts/realtime.ts): subscribe / unsubscribe / sync
 * with snapshot-then-deltas per channel, the per-socket rate limit and subscription cap, heartbeats,
 * and the session ending. The hub (realtime-hub.ts) owns the channels and fans frames out to these.
 */
import {
  ClientMessageSchema,
  isPrivateChannel,
  REALTIME_ERROR_MESSAGES,
  type Channel,
  type ClientMessage,
  type RealtimeErrorData,
  type ServerMessageType,
} from '../../../contracts/realtime';
import type { RealtimeHub, Snapshot } from './realtime-hub';
import { TokenBucket } from './token-bucket';

/** The part of a `ws` socket the hub uses (a fake in unit tests). */
export interface HubSocket {
  /** Sends one text frame (a Buffer holds the frame's UTF-8, encoded once for every subscriber). */
  send(data: string | Buffer): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  readonly bufferedAmount: number;
}

/** One socket: its subscriptions, snapshot queues, rate limit and heartbeat state. */
export class HubConnection {
  private readonly subscriptions = new Map<Channel, string>();
  /** Channels (by key) waiting for their snapshot, with the feed frames held back meanwhile. */
  private readonly pending = new Map<string, { queue: Buffer[] }>();
  private readonly bucket: TokenBucket;
  private isAlive = true;
  private isClosed = false;
  private rateLimitNoticeAt = 0;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly socket: HubSocket,
    private sessionUserId: string | null,
  ) {
    this.bucket = new TokenBucket(hub.limits.messageBurst, hub.limits.messagesPerSecond);
  }

  /** The session's user; null for a visitor or after the session ended. */
  get userId(): string | null {
    return this.sessionUserId;
  }

  /** The session ended (signed out, expired): private channels are dropped and refused from now on. */
  revokeSession(): void {
    this.sessionUserId = null;
    for (const channel of [...this.subscriptions.keys()]) {
      if (!isPrivateChannel(channel)) continue;
      this.unsubscribe(channel);
      this.sendError('unauthorized', channel);
    }
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  /** Any sign of life from the peer (a pong, a message) keeps the socket for another round. */
  markAlive(): void {
    this.isAlive = true;
  }

  heartbeatRound(): void {
    if (!this.isAlive) {
      this.socket.terminate();
      this.dispose();
      return;
    }
    this.isAlive = false;
    this.socket.ping();
  }

  /** A raw client message. Unparseable input is ignored (operator spec section 7). */
  receive(raw: string): void {
    this.isAlive = true;
    if (this.isClosed) return;
    if (!this.bucket.take()) {
      const now = Date.now();
      if (now - this.rateLimitNoticeAt >= 1000) {
        this.rateLimitNoticeAt = now;
        this.sendError('rate_limited', null);
      }
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      this.answerInvalid(json);
      return;
    }
    this.handle(parsed.data).catch((error: unknown) => this.hub.warn({ err: error }, 'realtime message failed'));
  }

  /** A feed frame of a channel this socket holds. */
  deliver(key: string, frame: Buffer): void {
    const waiting = this.pending.get(key);
    if (waiting) waiting.queue.push(frame);
    else this.sendRaw(frame);
  }

  dispose(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const key of this.subscriptions.values()) this.hub.detach(key, this);
    this.subscriptions.clear();
    this.pending.clear();
    this.hub.forget(this);
  }

  private async handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'heartbeat':
        this.sendRaw(
          JSON.stringify({
            type: 'heartbeat',
            channel: null,
            seq: 0,
            timestamp: Date.now(),
            data: { echo: message.timestamp },
          }),
        );
        return;
      case 'subscribe':
      case 'resync':
        await this.subscribe(message.channel);
        return;
      case 'unsubscribe':
        this.unsubscribe(message.channel);
        return;
    }
  }

  private async subscribe(channel: Channel): Promise<void> {
    if (isPrivateChannel(channel) && !this.userId) {
      this.sendError('unauthorized', channel);
      return;
    }
    let key = this.subscriptions.get(channel);
    if (!key) {
      if (this.subscriptions.size >= this.hub.limits.maxSubscriptions) {
        this.sendError('too_many_subscriptions', channel);
        return;
      }
      key = this.hub.keyFor(channel, this.userId);
      this.subscriptions.set(channel, key);
      this.hub.attach(key, this);
    }
    await this.sync(channel, key);
  }

  /** Tells the socket where the channel stands: `subscribed`, then the snapshot if it has one. */
  private async sync(channel: Channel, key: string): Promise<void> {
    const baseSeq = this.hub.currentSeq(key);
    const provider = this.hub.snapshotProviderFor(channel);
    const waiting = provider ? { queue: [] as Buffer[] } : undefined;
    // Set before anything is awaited, so no feed frame slips out ahead of the snapshot.
    if (waiting) this.pending.set(key, waiting);
    this.sendEnvelope('subscribed', channel, baseSeq, { channel });
    if (!provider || !waiting) return;

    let snapshot: Snapshot;
    try {
      snapshot = await provider(channel);
    } catch (error) {
      this.hub.warn({ err: error, channel }, 'realtime snapshot failed');
      if (this.pending.get(key) === waiting) this.pending.delete(key);
      // Without a snapshot the held deltas mean nothing; the client's gap check asks again.
      this.sendError('snapshot_failed', channel);
      return;
    }
    // A later resync or an unsubscribe took over while the snapshot was being read.
    if (this.isClosed || this.pending.get(key) !== waiting) return;
    this.pending.delete(key);
    this.sendEnvelope(snapshot.type, channel, baseSeq, snapshot.data);
    for (const frame of waiting.queue) this.sendRaw(frame);
  }

  private unsubscribe(channel: Channel): void {
    const key = this.subscriptions.get(channel);
    if (!key) return;
    this.subscriptions.delete(channel);
    this.pending.delete(key);
    this.hub.detach(key, this);
  }

  /** A well-formed request for an unknown channel is answered; anything else is ignored. */
  private answerInvalid(json: unknown): void {
    if (typeof json !== 'object' || json === null) return;
    const { type, channel } = json as { type?: unknown; channel?: unknown };
    if ((type === 'subscribe' || type === 'resync') && typeof channel === 'string') {
      this.sendError('unknown_channel', channel.slice(0, 64));
    }
  }

  private sendError(code: RealtimeErrorData['code'], channel: string | null): void {
    this.sendEnvelope('error', channel, 0, { code, message: REALTIME_ERROR_MESSAGES[code] });
  }

  private sendEnvelope(type: ServerMessageType, channel: string | null, seq: number, data: unknown): void {
    this.sendRaw(JSON.stringify({ type, channel, seq, timestamp: Date.now(), data }));
  }

  private sendRaw(frame: string | Buffer): void {
    if (this.isClosed) return;
    if (this.socket.bufferedAmount > this.hub.limits.maxBufferedBytes) {
      this.hub.warn({ bufferedAmount: this.socket.bufferedAmount }, 'realtime socket too slow; closed');
      this.socket.close(1013, 'Too slow to follow the feed');
      this.dispose();
      return;
    }
    this.socket.send(frame);
  }
}
