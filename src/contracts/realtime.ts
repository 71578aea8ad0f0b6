/**
 * The websocket protocol of `GET /api/v1/ws` (operator spec section 7, "Real-time channels").
 *
 * Client → server: subscribe, unsubscribe, heartbeat, resync. Server → client: one envelope
 * `{ type, channel, seq, timestamp, data }`.
 *
 * Sequence numbers: every channel counts its messages. A feed message
 * (price_update, trade_update, order_update, orderbook_delta, portfolio_update, notification,
 * system_status, wine_update, backing_ratio_update, staking_update) carries the channel's previous seq + 1. `subscribed` and `orderbook_snapshot` carry the
 * seq the channel is at when they were taken: the next feed message is seq + 1. A client that sees
 * any other jump has missed something and sends `resync`; it then receives `subscribed` (and a fresh
 * snapshot on snapshot channels) and continues from there. `heartbeat` and `error` messages have
 * `seq: 0` and are outside the count; `error` names the channel it is about, heartbeat has null.
 *
 * Feed payloads of the market live in `market.ts` (PriceUpdateDataSchema, TradeUpdateDataSchema,
 * OrderBookSnapshotDataSchema, OrderBookDeltaDataSchema, OrderUpdateDataSchema).
 */
import { MARKET_IDS, type MarketId } from '../domain/exchange/markets';
import { z } from './zod';

// ---- Channels ----

/**
 * Channels anyone may subscribe to without a session. The four reserve channels of operator spec
 * section 7 (wine_valuations, vault_updates, backing_ratio, staking_rewards) send a snapshot on
 * subscribe, then a message whenever what they carry changes (server: platform/realtime/change-feed.ts).
 */
export const PUBLIC_CHANNELS = [
  'prices',
  'system_status',
  'wine_valuations',
  'vault_updates',
  'backing_ratio',
  'staking_rewards',
] as const;
/** Channels of the signed-in user: the server routes them by the session, never by a client id. */
export const PRIVATE_CHANNELS = ['notifications', 'orders', 'portfolio'] as const;
/** Per-market channels: `price:VINO-USD`, `orderbook:VINO-USD`, `trades:VINO-USD`. */
export const MARKET_CHANNEL_PREFIXES = ['price', 'orderbook', 'trades'] as const;

export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];
export type MarketChannelPrefix = (typeof MARKET_CHANNEL_PREFIXES)[number];
export type Channel = (typeof PUBLIC_CHANNELS)[number] | PrivateChannel | `${MarketChannelPrefix}:${MarketId}`;

/** Builders, so no feature spells a channel name by hand. */
export const channels = {
  prices: 'prices',
  systemStatus: 'system_status',
  wineValuations: 'wine_valuations',
  vaultUpdates: 'vault_updates',
  backingRatio: 'backing_ratio',
  stakingRewards: 'staking_rewards',
  notifications: 'notifications',
  orders: 'orders',
  portfolio: 'portfolio',
  price: (market: MarketId) => `price:${market}` as const,
  orderBook: (market: MarketId) => `orderbook:${market}` as const,
  trades: (market: MarketId) => `trades:${market}` as const,
} as const;

const KNOWN_CHANNELS: ReadonlySet<string> = new Set<string>([
  ...PUBLIC_CHANNELS,
  ...PRIVATE_CHANNELS,
  ...MARKET_CHANNEL_PREFIXES.flatMap((prefix) => MARKET_IDS.map((market) => `${prefix}:${market}`)),
]);

/** Channels whose subscribe (and resync) answers with a snapshot after `subscribed`. */
export const SNAPSHOT_CHANNEL_PREFIXES = [
  'orderbook',
  'system_status',
  'wine_valuations',
  'vault_updates',
  'backing_ratio',
  'staking_rewards',
] as const;

export function hasSnapshot(channel: string): boolean {
  return (SNAPSHOT_CHANNEL_PREFIXES as readonly string[]).includes(channelPrefix(channel));
}

export function isChannel(value: string): value is Channel {
  return KNOWN_CHANNELS.has(value);
}

export function isPrivateChannel(channel: string): channel is PrivateChannel {
  return (PRIVATE_CHANNELS as readonly string[]).includes(channel);
}

/** The part before the colon: `orderbook` for `orderbook:VINO-USD`, the name itself otherwise. */
export function channelPrefix(channel: string): string {
  const colon = channel.indexOf(':');
  return colon === -1 ? channel : channel.slice(0, colon);
}

export const ChannelSchema = z
  .string()
  .max(64)
  .refine(isChannel, { message: 'Unknown channel' })
  .transform((value) => value as Channel);

// ---- Client → server ----

export const SubscribeMessageSchema = z.object({
  type: z.literal('subscribe'),
  channel: ChannelSchema,
  timestamp: z.number().optional(),
});
export const UnsubscribeMessageSchema = z.object({ type: z.literal('unsubscribe'), channel: ChannelSchema });
/** The server answers with a heartbeat echoing `timestamp`, which gives the client its latency. */
export const HeartbeatMessageSchema = z.object({ type: z.literal('heartbeat'), timestamp: z.number() });
/** Sent after a sequence gap: the server answers as to a fresh subscribe (snapshot included). */
export const ResyncMessageSchema = z.object({ type: z.literal('resync'), channel: ChannelSchema });

export const ClientMessageSchema = z.discriminatedUnion('type', [
  SubscribeMessageSchema,
  UnsubscribeMessageSchema,
  HeartbeatMessageSchema,
  ResyncMessageSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

// ---- Server → client ----

export const SERVER_MESSAGE_TYPES = [
  'price_update',
  'trade_update',
  'order_update',
  'orderbook_snapshot',
  'orderbook_delta',
  'portfolio_update',
  'notification',
  'system_status',
  'wine_update',
  'backing_ratio_update',
  'staking_update',
  'heartbeat',
  'subscribed',
  'error',
] as const;
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

/** Types that a module may publish on a channel (each takes the channel's next seq). */
export const FEED_MESSAGE_TYPES = [
  'price_update',
  'trade_update',
  'order_update',
  'orderbook_delta',
  'portfolio_update',
  'notification',
  'system_status',
  'wine_update',
  'backing_ratio_update',
  'staking_update',
] as const satisfies readonly ServerMessageType[];
export type FeedMessageType = (typeof FEED_MESSAGE_TYPES)[number];

export const ServerMessageSchema = z.object({
  type: z.enum(SERVER_MESSAGE_TYPES),
  /** null for connection-level messages (heartbeat, errors about no channel). */
  channel: z.string().nullable(),
  seq: z.number().int().min(0),
  /** Milliseconds since the epoch, when the server sent it. */
  timestamp: z.number(),
  data: z.unknown(),
});
export type ServerMessage<T = unknown> = Omit<z.infer<typeof ServerMessageSchema>, 'data'> & { data: T };

export const SubscribedDataSchema = z.object({ channel: z.string() });
export type SubscribedData = z.infer<typeof SubscribedDataSchema>;

export const HeartbeatDataSchema = z.object({
  /** The client's heartbeat timestamp echoed back; null on a heartbeat the server started. */
  echo: z.number().nullable(),
});
export type HeartbeatData = z.infer<typeof HeartbeatDataSchema>;

export const REALTIME_ERROR_CODES = [
  'unknown_channel',
  'unauthorized',
  'too_many_subscriptions',
  'rate_limited',
  'snapshot_failed',
] as const;
export const RealtimeErrorDataSchema = z.object({ code: z.enum(REALTIME_ERROR_CODES), message: z.string() });
export type RealtimeErrorData = z.infer<typeof RealtimeErrorDataSchema>;

export const REALTIME_ERROR_MESSAGES = {
  unknown_channel: 'Unknown channel',
  unauthorized: 'Sign in to subscribe to this channel',
  too_many_subscriptions: 'Too many subscriptions on one connection',
  rate_limited: 'Too many messages; slow down',
  snapshot_failed: 'The snapshot could not be loaded; try again',
} as const satisfies Record<(typeof REALTIME_ERROR_CODES)[number], string>;

// ---- Payloads owned by the realtime area ----

/** The four connections of the system status panel (operator spec section 2). */
export const SYSTEM_STATUS_NAMES = ['Main API', 'Price Feed', 'Trading Engine', 'Notifications'] as const;
export type SystemStatusName = (typeof SYSTEM_STATUS_NAMES)[number];

export const CONNECTION_STATUSES = ['connected', 'connecting', 'disconnected', 'error'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const SystemStatusSchema = z.object({
  name: z.enum(SYSTEM_STATUS_NAMES),
  status: z.enum(CONNECTION_STATUSES),
  /** Measured round trip of the probe; null when it could not be measured. */
  latencyMs: z.number().nullable(),
  /** ISO time of the measurement. */
  timestamp: z.string(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/**
 * Whose sockets `liveConnections` counts. Without Redis one process serves every socket, so the count
 * is the whole platform's (`all`); with Redis several instances may share the feed and each only
 * knows its own (`this_instance`).
 */
export const CONNECTION_COUNT_SCOPES = ['all', 'this_instance'] as const;
export type ConnectionCountScope = (typeof CONNECTION_COUNT_SCOPES)[number];

/** Figures of the app instance that answered, measured when the message was built. */
export const InstanceStatusSchema = z.object({
  /** Websocket connections open on this instance. */
  liveConnections: z.number().int().min(0),
  connectionsScope: z.enum(CONNECTION_COUNT_SCOPES),
  /** Whole seconds since this instance's process started. */
  uptimeSeconds: z.number().int().min(0),
});
export type InstanceStatus = z.infer<typeof InstanceStatusSchema>;

/** `system_status` on `system_status`: all four services; operational if any is connected. */
export const SystemStatusDataSchema = z.object({
  overall: z.enum(['operational', 'degraded']),
  services: z.array(SystemStatusSchema),
  instance: InstanceStatusSchema,
});
export type SystemStatusData = z.infer<typeof SystemStatusDataSchema>;

export const REALTIME_NOTIFICATION_TYPES = [
  'success',
  'info',
  'warning',
  'error',
  'price',
  'payment',
  'security',
] as const;
export type RealtimeNotificationType = (typeof REALTIME_NOTIFICATION_TYPES)[number];

/** `notification` on the private `notifications` channel (operator spec section 3, "Real-time"). */
export const RealtimeNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(REALTIME_NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** ISO time the notification was created. */
  timestamp: z.string(),
  /** Stored notifications stay in the list after a toast is dismissed. */
  persistent: z.boolean(),
  read: z.boolean(),
  userId: z.string().optional(),
  link: z.string().nullable(),
});
export type RealtimeNotification = z.infer<typeof RealtimeNotificationSchema>;

// ---- The reserve channels (operator spec section 7) ----

/** `wine_update` on `wine_valuations`: every wine asset's current value, and their total. */
export const WineValuationsDataSchema = z.object({
  total_wine_value: z.string(),
  assets: z.array(z.object({ id: z.string(), name: z.string(), current_value: z.string(), bottle_count: z.number() })),
});
export type WineValuationsData = z.infer<typeof WineValuationsDataSchema>;

/** `wine_update` on `vault_updates`: each vault's occupancy (bottles held against capacity). */
export const VaultUpdatesDataSchema = z.object({
  vaults: z.array(z.object({ id: z.string(), name: z.string(), capacity: z.number(), occupied: z.number() })),
});
export type VaultUpdatesData = z.infer<typeof VaultUpdatesDataSchema>;

/** `backing_ratio_update` on `backing_ratio`: the reserve as `/api/v1/reserves` publishes it. */
export const BackingRatioDataSchema = z.object({
  backing_ratio: z.string(),
  reserve_value_usd: z.string(),
  circulating_supply: z.string(),
});
export type BackingRatioData = z.infer<typeof BackingRatioDataSchema>;

/** `staking_update` on `staking_rewards`: VINO staked, stakers, and VINO locked (stakes + rewards pool). */
export const StakingRewardsDataSchema = z.object({
  total_staked: z.string(),
  active_stakers: z.number(),
  total_value_locked_vino: z.string(),
  pools: z.array(z.object({ id: z.string(), name: z.string(), apy: z.string(), total_staked: z.string() })),
});
export type StakingRewardsData = z.infer<typeof StakingRewardsDataSchema>;

// ---- Browser connection state (ws-client.ts), for the system status panel ----

export interface RealtimeConnectionState {
  status: ConnectionStatus;
  /** Round trip of the last heartbeat; null before the first answer. */
  latencyMs: number | null;
  /** Failed attempts in a row; the client stops after REALTIME_MAX_RECONNECT_ATTEMPTS. */
  attempts: number;
  /** True once the client gave up; `retry()` starts again. */
  hasGivenUp: boolean;
}

/**
 * Hook signatures of `src/client/lib/use-channel.ts` (features import them from there):
 *
 *   useChannel(channel: Channel | null, onMessage: (message: ServerMessage) => void,
 *              options?: { onResync?: () => void; onError?: (error: RealtimeErrorData) => void }): void
 *     Subscribes while mounted (null = not now). `onMessage` gets feed messages and snapshots in
 *     order, gaps already handled; `onResync` runs after a gap or a reconnect (refetch HTTP state
 *     of channels without snapshots); `onError` gets refusals (e.g. unauthorized).
 *
 *   useRealtimeConnection(): RealtimeConnectionState & { retry(): void }
 */
