import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FeedMessageType } from '../../../contracts/realtime';
import { REALTIME_PING_TIMEOUT_MS } from '../../../domain/realtime';

/** One published event on its way to every instance's hub. */
export interface BusEvent {
  channel: string;
  type: FeedMessageType;
  data: unknown;
  /** Set for private channels: only this user's sockets receive it. */
  userId?: string;
}

/**
 * Carries published events to the hubs. Without Redis it delivers in this process at once; with
 * Redis every instance (this one included) receives events from the subscriber connection, so all
 * instances see every event in the same order.
 */
export interface RealtimeBus {
  readonly kind: 'local' | 'redis';
  /** Settles once the bus receives events (Redis: the subscription is active). */
  readonly ready: Promise<void>;
  publish(event: BusEvent): void;
  onEvent(listener: (event: BusEvent) => void): void;
  /** Round trip of a probe through the bus in ms; rejects when it does not come back in time. */
  probe(): Promise<number>;
  /** 'connected' unless the Redis connections are down or still coming up. */
  state(): 'connected' | 'connecting' | 'disconnected' | 'error';
  close(): Promise<void>;
}

export function createLocalBus(): RealtimeBus {
  let deliver: (event: BusEvent) => void = () => {};
  return {
    kind: 'local',
    ready: Promise.resolve(),
    publish: (event) => deliver(event),
    onEvent: (listener) => {
      deliver = listener;
    },
    probe: async () => {
      const started = performance.now();
      await Promise.resolve();
      return performance.now() - started;
    },
    state: () => 'connected',
    close: async () => {},
  };
}

/** The Redis channel every instance publishes to and listens on (one channel keeps one order). */
export const REDIS_REALTIME_CHANNEL = 'vino:realtime';

interface WireEvent extends Partial<BusEvent> {
  /** A probe of `probe()`; no channel, not delivered to sockets. */
  probe?: string;
}

/**
 * Pub/sub over Redis with one publisher connection (shared with the app's other Redis use) and one
 * subscriber connection (a connection in subscriber mode can run no other command).
 */
export function createRedisBus(
  publisher: Redis,
  onError: (error: unknown) => void,
  channelName = REDIS_REALTIME_CHANNEL,
): RealtimeBus {
  const subscriber = publisher.duplicate();
  const pendingProbes = new Map<string, () => void>();
  let listener: (event: BusEvent) => void = () => {};
  let hasFailed = false;

  // Without a listener ioredis prints every failed reconnect as an unhandled error event.
  if (publisher.listenerCount('error') === 0) publisher.on('error', onError);
  subscriber.on('error', (error) => {
    hasFailed = true;
    onError(error);
  });
  subscriber.on('ready', () => {
    hasFailed = false;
  });
  const ready = subscriber.subscribe(channelName).then(() => undefined);
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== channelName) return;
    let wire: WireEvent;
    try {
      wire = JSON.parse(raw) as WireEvent;
    } catch {
      return;
    }
    if (wire.probe) {
      pendingProbes.get(wire.probe)?.();
      return;
    }
    if (typeof wire.channel === 'string' && typeof wire.type === 'string') listener(wire as BusEvent);
  });

  return {
    kind: 'redis',
    ready,
    publish(event) {
      publisher.publish(channelName, JSON.stringify(event)).catch(onError);
    },
    onEvent(next) {
      listener = next;
    },
    probe() {
      const id = randomUUID();
      const started = performance.now();
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          pendingProbes.delete(id);
          reject(new Error('The realtime bus did not answer in time'));
        }, REALTIME_PING_TIMEOUT_MS);
        timer.unref();
        pendingProbes.set(id, () => {
          clearTimeout(timer);
          pendingProbes.delete(id);
          resolve(performance.now() - started);
        });
        publisher.publish(channelName, JSON.stringify({ probe: id } satisfies WireEvent)).catch((error: unknown) => {
          clearTimeout(timer);
          pendingProbes.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
    state() {
      const statuses = [publisher.status, subscriber.status];
      if (statuses.every((s) => s === 'ready')) return 'connected';
      if (hasFailed) return 'error';
      if (statuses.some((s) => s === 'end' || s === 'close')) return 'disconnected';
      return 'connecting';
    },
    async close() {
      subscriber.removeAllListeners('message');
      await subscriber.quit().catch(() => undefined);
    },
  };
}
