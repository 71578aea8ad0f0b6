/**
 * The browser's one websocket to the real-time hub (the only place that opens
 * sockets). Shared by every feature: it opens on the first subscription, closes a moment after the
 * last one, reconnects every REALTIME_RECONNECT_INTERVAL_MS up to REALTIME_MAX_RECONNECT_ATTEMPTS,
 * resubscribes after a reconnect, checks each channel's sequence numbers and resyncs after a gap.
 * The protocol is described in src/contracts/realtime.ts.
 */
import { apiPaths } from '../../contracts/api-paths';
import {
  hasSnapshot,
  RealtimeErrorDataSchema,
  ServerMessageSchema,
  type Channel,
  type ClientMessage,
  type RealtimeConnectionState,
  type RealtimeErrorData,
  type ServerMessage,
} from '../../contracts/realtime';
import {
  REALTIME_CONNECTION_TIMEOUT_MS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  REALTIME_PING_TIMEOUT_MS,
  REALTIME_RECONNECT_INTERVAL_MS,
} from '../../domain/realtime';

/** The part of the browser's WebSocket the client uses (a fake in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const SOCKET_OPEN = 1;
/** Navigating between pages unsubscribes and subscribes again at once: keep the socket meanwhile. */
const IDLE_CLOSE_MS = 2_000;

export interface ChannelHandlers {
  /** Feed messages and snapshots of the channel, in order, gaps already handled. */
  onMessage(message: ServerMessage): void;
  /** After a resync or a reconnect: state not carried by a snapshot should be fetched again. */
  onResync?(): void;
  onError?(error: RealtimeErrorData): void;
}

export interface WsClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  reconnectIntervalMs?: number;
  maxAttempts?: number;
  heartbeatMs?: number;
  connectionTimeoutMs?: number;
  pingTimeoutMs?: number;
}

interface ChannelState {
  handlers: Set<ChannelHandlers>;
  /** The last seq applied; null until the server confirmed the subscription. */
  lastSeq: number | null;
  /** Set after a gap or a reconnect: the next `subscribed` is announced as a resync. */
  isResyncing: boolean;
}

export class WsClient {
  private readonly channels = new Map<Channel, ChannelState>();
  private readonly stateListeners = new Set<(state: RealtimeConnectionState) => void>();
  private socket: SocketLike | null = null;
  private state: RealtimeConnectionState = { status: 'disconnected', latencyMs: null, attempts: 0, hasGivenUp: false };
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private sawError = false;
  private identity: string | null = null;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly reconnectIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly heartbeatMs: number;
  private readonly connectionTimeoutMs: number;
  private readonly pingTimeoutMs: number;

  constructor(private readonly options: WsClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.reconnectIntervalMs = options.reconnectIntervalMs ?? REALTIME_RECONNECT_INTERVAL_MS;
    this.maxAttempts = options.maxAttempts ?? REALTIME_MAX_RECONNECT_ATTEMPTS;
    this.heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
    this.connectionTimeoutMs = options.connectionTimeoutMs ?? REALTIME_CONNECTION_TIMEOUT_MS;
    this.pingTimeoutMs = options.pingTimeoutMs ?? REALTIME_PING_TIMEOUT_MS;
  }

  /** Subscribes `handlers` to `channel`; returns the unsubscribe. */
  subscribe(channel: Channel, handlers: ChannelHandlers): () => void {
    clearTimeout(this.idleTimer);
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { handlers: new Set(), lastSeq: null, isResyncing: false };
      this.channels.set(channel, entry);
      this.send({ type: 'subscribe', channel, timestamp: Date.now() });
    } else if (entry.lastSeq !== null && hasSnapshot(channel)) {
      // A second listener missed the snapshot: ask for a fresh one (the others just get it again).
      this.requestResync(channel, entry);
    }
    entry.handlers.add(handlers);
    this.ensureOpen();
    return () => this.unsubscribe(channel, handlers);
  }

  getState(): RealtimeConnectionState {
    return this.state;
  }

  onStateChange(listener: (state: RealtimeConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Starts again after the client gave up (the "Retry" of a disconnected status). */
  retry(): void {
    clearTimeout(this.reconnectTimer);
    this.setState({ attempts: 0, hasGivenUp: false });
    this.dropSocket();
    this.ensureOpen();
  }

  /**
   * The signed-in user the page runs as. The server reads the session once, when the socket opens,
   * so a change (sign-in, sign-out, another account) reopens the socket: private channels then
   * belong to the new session, never to the previous one.
   */
  setIdentity(userId: string | null): void {
    if (userId === this.identity) return;
    this.identity = userId;
    if (this.socket || this.reconnectTimer !== undefined) this.retry();
  }

  /** Closes the socket and forgets every subscription. */
  close(): void {
    this.channels.clear();
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.idleTimer);
    this.dropSocket();
    this.setState({ status: 'disconnected', attempts: 0, hasGivenUp: false });
  }

  private unsubscribe(channel: Channel, handlers: ChannelHandlers): void {
    const entry = this.channels.get(channel);
    if (!entry?.handlers.delete(handlers) || entry.handlers.size > 0) return;
    this.channels.delete(channel);
    this.send({ type: 'unsubscribe', channel });
    if (this.channels.size === 0) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => {
        if (this.channels.size > 0) return;
        clearTimeout(this.reconnectTimer);
        this.dropSocket();
        this.setState({ status: 'disconnected', attempts: 0, hasGivenUp: false });
      }, IDLE_CLOSE_MS);
    }
  }

  private ensureOpen(): void {
    if (this.socket || this.state.hasGivenUp || this.reconnectTimer !== undefined || this.channels.size === 0) return;
    this.open();
  }

  private open(): void {
    this.reconnectTimer = undefined;
    this.sawError = false;
    this.setState({ status: 'connecting' });
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch {
      this.onSocketGone(true);
      return;
    }
    this.socket = socket;
    this.connectTimer = setTimeout(() => this.onSocketGone(true), this.connectionTimeoutMs);
    socket.onopen = () => this.onOpen();
    socket.onmessage = (event) => this.onMessage(event.data);
    socket.onerror = () => {
      this.sawError = true;
    };
    socket.onclose = () => this.onSocketGone(this.sawError);
  }

  private onOpen(): void {
    clearTimeout(this.connectTimer);
    this.setState({ status: 'connected', attempts: 0, hasGivenUp: false });
    for (const [channel, entry] of this.channels) {
      // After a reconnect the feed restarts: the next `subscribed` counts as a resync.
      if (entry.lastSeq !== null) entry.isResyncing = true;
      entry.lastSeq = null;
      this.send({ type: 'subscribe', channel, timestamp: Date.now() });
    }
    this.sendHeartbeat();
    this.heartbeatTimer = setInterval(() => this.sendHeartbeat(), this.heartbeatMs);
  }

  private sendHeartbeat(): void {
    if (this.pingTimer !== undefined) return;
    // No answer in time: the connection is dead even if the socket has not noticed yet.
    this.pingTimer = setTimeout(() => this.onSocketGone(true), this.pingTimeoutMs);
    this.send({ type: 'heartbeat', timestamp: Date.now() });
  }

  /** The socket closed, failed, timed out or stopped answering: schedule the next attempt or give up. */
  private onSocketGone(isError: boolean): void {
    this.dropSocket();
    if (this.channels.size === 0) {
      this.setState({ status: 'disconnected' });
      return;
    }
    if (this.state.attempts >= this.maxAttempts) {
      this.setState({ status: 'disconnected', hasGivenUp: true });
      return;
    }
    this.setState({ status: isError ? 'error' : 'disconnected', attempts: this.state.attempts + 1 });
    this.reconnectTimer = setTimeout(() => this.open(), this.reconnectIntervalMs);
  }

  private dropSocket(): void {
    clearTimeout(this.connectTimer);
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pingTimer);
    this.pingTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onerror = null;
    socket.onmessage = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private onMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return; // Unparseable messages are ignored (operator spec section 7).
    }
    const parsed = ServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data as ServerMessage;

    if (message.type === 'heartbeat') {
      const echo = (message.data as { echo?: unknown } | null)?.echo;
      if (typeof echo === 'number') {
        clearTimeout(this.pingTimer);
        this.pingTimer = undefined;
        this.setState({ latencyMs: Math.max(0, Date.now() - echo) });
      }
      return;
    }
    const channel = message.channel as Channel | null;
    const entry = channel ? this.channels.get(channel) : undefined;
    if (!channel || !entry) return;

    if (message.type === 'error') {
      const error = RealtimeErrorDataSchema.safeParse(message.data);
      if (error.success) for (const h of entry.handlers) h.onError?.(error.data);
      return;
    }
    if (message.type === 'subscribed') {
      entry.lastSeq = message.seq;
      if (entry.isResyncing) {
        entry.isResyncing = false;
        for (const h of entry.handlers) h.onResync?.();
      }
      return;
    }
    this.applyFeedMessage(channel, entry, message);
  }

  /**
   * Sequence check: seq = last is the snapshot that follows `subscribed`; last + 1 is the next
   * message; lower is stale; higher means something was missed, so the channel is resynced.
   */
  private applyFeedMessage(channel: Channel, entry: ChannelState, message: ServerMessage): void {
    if (entry.lastSeq === null || entry.isResyncing) return;
    if (message.seq === entry.lastSeq + 1 || (message.seq === entry.lastSeq && hasSnapshot(channel))) {
      entry.lastSeq = message.seq;
      for (const h of entry.handlers) h.onMessage(message);
      return;
    }
    if (message.seq > entry.lastSeq + 1) this.requestResync(channel, entry);
  }

  private requestResync(channel: Channel, entry: ChannelState): void {
    entry.isResyncing = true;
    this.send({ type: 'resync', channel });
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private setState(change: Partial<RealtimeConnectionState>): void {
    const next = { ...this.state, ...change };
    if (
      next.status === this.state.status &&
      next.latencyMs === this.state.latencyMs &&
      next.attempts === this.state.attempts &&
      next.hasGivenUp === this.state.hasGivenUp
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.stateListeners) listener(next);
  }
}

let shared: WsClient | undefined;

/** The page's one client, pointed at this origin's `/api/v1/ws`. */
export function getWsClient(): WsClient {
  if (!shared) {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    shared = new WsClient({ url: `${scheme}//${window.location.host}${apiPaths.realtime}` });
  }
  return shared;
}
