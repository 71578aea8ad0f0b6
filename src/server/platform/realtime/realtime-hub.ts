import {
  channelPrefix,
  isPrivateChannel,
  type Channel,
  type FeedMessageType,
  type PrivateChannel,
  type ServerMessageType,
} from '../../../contracts/realtime';
import type { BusEvent, RealtimeBus } from './realtime-bus';
import { HubConnection, type HubSocket } from './hub-connection';

// The per-connection protocol (subscribe, sync, heartbeats, rate limit) is in hub-connection.ts.
export type { HubConnection, HubSocket };

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
      frame = Buffer.from(
        JSON.stringify({
          type: event.type,
          channel: event.channel,
          seq: state.seq + 1,
          timestamp: Date.now(),
          data: event.data,
        }),
      );
    } catch (error) {
      this.log.warn({ err: error, channel: event.channel }, 'realtime message could not be serialised');
      return;
    }
    state.seq += 1;
    for (const connection of state.subscribers) connection.deliver(key, frame);
  }
}
