/**
 * Real-time constants of the operator spec (section 9, "Real-time"). They live once, here; the
 * websocket client and the server hub import them.
 */

/** Wait between reconnect attempts after the connection closed. */
export const REALTIME_RECONNECT_INTERVAL_MS = 5_000;
/** After this many failed attempts in a row the client stops and reports disconnected. */
export const REALTIME_MAX_RECONNECT_ATTEMPTS = 10;
/** Both sides send a heartbeat this often; the server drops a socket silent for two periods. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** A socket that is not open this long after it was created counts as a failed attempt. */
export const REALTIME_CONNECTION_TIMEOUT_MS = 10_000;
/** A heartbeat not answered this long marks the connection dead (the client reconnects). */
export const REALTIME_PING_TIMEOUT_MS = 5_000;
/** The system status channel is published this often (and on every change). */
export const SYSTEM_STATUS_INTERVAL_MS = 30_000;

/** Kept by the screens (operator spec section 9). */
export const REALTIME_KEPT_PRICES = 20;
export const REALTIME_KEPT_TRADES = 50;
export const REALTIME_KEPT_NOTIFICATIONS = 100;
export const REALTIME_ORDER_BOOK_LEVELS = 8;
