import {
  channelPrefix,
  ClientMessageSchema,
  isPrivateChannel,
  REALTIME_ERROR_MESSAGES,
  type Channel,
  type ClientMessage,
  type FeedMessageType,
  type PrivateChannel,
  type RealtimeErrorData,
  type ServerMessageType,
} from '../../../contracts/realtime';
import type { BusEvent, RealtimeBus } from './realtime-bus';
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

/** What a snapshot provider answers: the message sent before the channel's deltas. */
export interface Snapshot {
  type: ServerMessageType;
  data: unknown;
}
export type SnapshotProvider = (channel: Channel) => Promise<Snapshot>;

export interface RealtimeLimits {
  /** Distinct channels one socket may hold. */
  maxSubscriptions: number;
  /** Client messages allowed at once, then refilled at `messagesPerSecond`. */
  messageBurst: number;
  messagesPerSecond: number;
  /** A socket whose unsent data grows past this is too slow to follow the feed and is closed. */
  maxBufferedBytes: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxSubscriptions: 32,
  messageBurst: 40,
  messagesPerSecond: 10,
  maxBufferedBytes: 4 * 1024 * 1024,
};

interface Logger {
  warn(object: object, message: string): void;
}

interface ChannelState {
  /** Seq of the last feed message sent on this channel by this instance. */
  seq: number;
  subscribers: Set<HubConnection>;
}

/**
 * The real-time hub: channels with per-channel sequence numbers, fan-out to subscribed sockets,
 * snapshots before deltas, private channels routed by the session's user.
 *
 * Snapshot consistency: on subscribe or resync the hub notes the channel's seq N, then asks the
 * provider for a snapshot; feed messages published meanwhile (seq > N) wait in a queue for that
 * socket and follow the snapshot, which is sent with seq N. A delta published before the provider
 * was called is therefore already in the snapshot; one published after it is delivered after the
 * snapshot. Order-book deltas carry absolute level quantities, so a delta that the snapshot already
 * reflects is harmless when applied again.
 */
export class RealtimeHub {
  private readonly channelStates = new Map<string, ChannelState>();
  private readonly snapshots = new Map<string, SnapshotProvider>();
  private readonly connections = new Set<HubConnection>();
  private readonly subscriberWatchers = new Map<string, (hasSubscribers: boolean) => void>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: Logger,
    readonly limits: RealtimeLimits = DEFAULT_REALTIME_LIMITS,
  ) {
    bus.onEvent((event) => this.deliver(event));
  }

  /** Publishes on a public channel to every instance's subscribers. */
  publish(channel: Exclude<Channel, PrivateChannel>, type: FeedMessageType, data: unknown): void {
    if (isPrivateChannel(channel)) throw new Error(`Use publishToUser for the private channel ${channel}`);
    this.bus.publish({ channel, type, data });
  }

  /** Publishes on a user's private channel (their sockets on every instance). */
  publishToUser(userId: string, channel: PrivateChannel, type: FeedMessageType, data: unknown): void {
    this.bus.publish({ channel, type, data, userId });
  }

  /** Publishes to this instance's subscribers only (e.g. this instance's own system status). */
  publishLocal(channel: Exclude<Channel, PrivateChannel>, type: FeedMessageType, data: unknown): void {
    this.deliver({ channel, type, data });
  }

  /** `prefix` is a channel name or the part before its colon (`orderbook` for `orderbook:VINO-USD`). */
  registerSnapshot(prefix: string, provider: SnapshotProvider): void {
    this.snapshots.set(prefix, provider);
  }

  /** Told when a public channel gains its first or loses its last subscriber on this instance. */
  watchSubscribers(channel: Exclude<Channel, PrivateChannel>, watcher: (hasSubscribers: boolean) => void): void {
    this.subscriberWatchers.set(channel, watcher);
  }

  /** Attaches an open socket; `userId` is the session's user, null for a visitor. */
  connect(socket: HubSocket, userId: string | null): HubConnection {
    const connection = new HubConnection(this, socket, userId);
    this.connections.add(connection);
    return connection;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /**
   * One heartbeat round, run every REALTIME_HEARTBEAT_MS: a socket that answered nothing (no pong,
   * no message) since the previous round is dead and dropped; the others are pinged.
   */
  sweepHeartbeats(): void {
    for (const connection of this.connections) connection.heartbeatRound();
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.dispose();
    await this.bus.close();
  }

  // ---- used by HubConnection ----

  /** @internal */
  keyFor(channel: Channel, userId: string | null): string {
    return isPrivateChannel(channel) ? `${channel}@${userId}` : channel;
  }

  /** @internal */
  attach(key: string, connection: HubConnection): ChannelState {
    let state = this.channelStates.get(key);
    if (!state) {
      state = { seq: 0, subscribers: new Set() };
      this.channelStates.set(key, state);
    }
    state.subscribers.add(connection);
    if (state.subscribers.size === 1) this.subscriberWatchers.get(key)?.(true);
    return state;
  }

  /** @internal */
  detach(key: string, connection: HubConnection): void {
    const state = this.channelStates.get(key);
    if (!state) return;
    state.subscribers.delete(connection);
    // Counters live while someone listens: a new first subscriber starts from the seq it is told.
    if (state.subscribers.size === 0) {
      this.channelStates.delete(key);
      this.subscriberWatchers.get(key)?.(false);
    }
  }

  /** @internal */
  currentSeq(key: string): number {
    return this.channelStates.get(key)?.seq ?? 0;
  }

  /** @internal */
  snapshotProviderFor(channel: Channel): SnapshotProvider | undefined {
    return this.snapshots.get(channel) ?? this.snapshots.get(channelPrefix(channel));
  }

  /** @internal */
  forget(connection: HubConnection): void {
    this.connections.delete(connection);
  }

  /** @internal */
  warn(object: object, message: string): void {
    this.log.warn(object, message);
  }

  private deliver(event: BusEvent): void {
    const key = event.userId ? `${event.channel}@${event.userId}` : event.channel;
    const state = this.channelStates.get(key);
    if (!state) return;
    let frame: Buffer;
    try {
      // One serialisation and one UTF-8 encoding per message, whatever the number of subscribers.
      frame = Buffer.from(JSON.stringify({
        type: event.type,
        channel: event.channel,
        seq: state.seq + 1,
        timestamp: Date.now(),
        data: event.data,
      }));
    } catch (error) {
      this.log.warn({ err: error, channel: event.channel }, 'realtime message could not be serialised');
      return;
    }
    state.seq += 1;
    for (const connection of state.subscribers) connection.deliver(key, frame);
  }
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
