import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { fromNodeHeaders } from 'better-auth/node';
import type { Redis } from 'ioredis';
import { apiPaths } from '../../../contracts/api-paths';
import { channels } from '../../../contracts/realtime';
import { REALTIME_HEARTBEAT_MS } from '../../../domain/realtime';
import type { DatabaseHandle } from '../../db/client';
import type { Auth } from '../auth/create-auth';
import { onNotificationCreated } from '../notifications/notifications';
import { toRealtimeNotification } from './realtime-notification';
import { whenNotificationCommitted } from './when-committed';
import { createLocalBus, createRedisBus } from './realtime-bus';
import { RealtimeHub, type HubConnection } from './realtime-hub';
import { SystemStatusMonitor, type StatusProbe } from './system-status-monitor';
import type { Channel, FeedMessageType, PrivateChannel, SystemStatusName } from '../../../contracts/realtime';
import { ChangeFeed } from './change-feed';

/** The largest client message accepted; ours are a few dozen bytes. Larger frames close the socket. */
export const MAX_CLIENT_MESSAGE_BYTES = 4_096;

/** What modules see as `app.realtime`. */
export interface Realtime {
  publish: RealtimeHub['publish'];
  publishToUser: RealtimeHub['publishToUser'];
  registerSnapshot: RealtimeHub['registerSnapshot'];
  /** The market module reports 'Price Feed' and 'Trading Engine'; the hub measures the others. */
  registerStatusProbe(name: SystemStatusName, probe: StatusProbe): void;
  /**
   * A public channel carrying a state read by `read`: snapshot on subscribe, then `type` messages
   * whenever the state changes (change-feed.ts). Returns a function that checks now (tests).
   */
  registerChangeFeed<T>(
    channel: Exclude<Channel, PrivateChannel>,
    type: FeedMessageType,
    read: () => Promise<T>,
  ): () => Promise<void>;
  /** One heartbeat round now (tests; the timer runs it every REALTIME_HEARTBEAT_MS). */
  sweepHeartbeats(): void;
  /** Checks every signed-in socket's session now (tests; the timer runs it with the heartbeat). */
  revalidateSessions(): Promise<void>;
  readonly connectionCount: number;
  readonly transport: 'local' | 'redis';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time hub behind `GET /api/v1/ws`: publish to channels, register snapshots. */
    realtime: Realtime;
  }
}

export interface RealtimeDeps {
  auth: Auth;
  database: DatabaseHandle;
  /** With Redis, events reach the sockets of every app instance. */
  redis?: Redis | undefined;
  /** Origins whose pages may open the socket with the user's session (the app's own). */
  trustedOrigins: string[];
  /** The pushNotifications switch (admin setting): off, notifications are stored but not pushed. */
  shouldPushNotification?: () => Promise<boolean>;
}

/**
 * Registers the websocket endpoint and decorates `app.realtime`. Private channels use the session
 * of the upgrade request (its cookie), resolved when the socket opens and checked again with every
 * heartbeat round: a socket whose session ended loses its private channels.
 */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  const bus = deps.redis
    ? createRedisBus(deps.redis, (error) => app.log.warn({ err: error }, 'realtime Redis error'))
    : createLocalBus();
  const hub = new RealtimeHub(bus, app.log);
  const monitor = new SystemStatusMonitor(
    (data) => hub.publishLocal(channels.systemStatus, 'system_status', data),
    () => ({
      liveConnections: hub.connectionCount,
      // With Redis other instances may hold sockets this one cannot count.
      connectionsScope: bus.kind === 'redis' ? 'this_instance' : 'all',
      uptimeSeconds: Math.floor(process.uptime()),
    }),
  );

  monitor.registerProbe('Main API', async () => {
    await deps.database.ping();
    return { status: 'connected' };
  });
  monitor.registerProbe('Notifications', async () => {
    const state = bus.state();
    if (state !== 'connected') return { status: state };
    return { status: 'connected', latencyMs: await bus.probe() };
  });
  hub.registerSnapshot(channels.systemStatus, async () => {
    const data = await monitor.measure();
    monitor.remember(data);
    return { type: 'system_status', data };
  });
  hub.watchSubscribers(channels.systemStatus, (hasSubscribers) => monitor.setActive(hasSubscribers));

  const stopNotifications = onNotificationCreated((row) => {
    void whenNotificationCommitted(deps.database.db, row.id)
      .then(async (committed) => {
        if (committed && (await (deps.shouldPushNotification?.() ?? true)))
          hub.publishToUser(row.userId, channels.notifications, 'notification', toRealtimeNotification(row));
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification push failed'));
  });

  const readUserId = async (headers: IncomingHttpHeaders): Promise<string | null> => {
    const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(headers) });
    return session?.user.id ?? null;
  };
  /** Signed-in sockets and the cookie they opened with: a session signed out or expired since loses them. */
  const sessions = new Map<HubConnection, string>();
  const revalidateSessions = async () => {
    for (const [connection, cookie] of [...sessions]) {
      const userId = await readUserId({ cookie }).catch(() => connection.userId);
      if (userId !== connection.userId) {
        sessions.delete(connection);
        connection.revokeSession();
      }
    }
  };

  const heartbeat = setInterval(() => {
    hub.sweepHeartbeats();
    void revalidateSessions().catch((error: unknown) => app.log.warn({ err: error }, 'realtime session check failed'));
  }, REALTIME_HEARTBEAT_MS);
  heartbeat.unref();

  const changeFeeds: ChangeFeed<unknown>[] = [];
  const registerChangeFeed: Realtime['registerChangeFeed'] = (channel, type, read) => {
    const feed = new ChangeFeed(
      read,
      (data) => hub.publishLocal(channel, type, data),
      (error) => app.log.warn({ err: error, channel }, 'realtime change feed read failed'),
    );
    changeFeeds.push(feed as ChangeFeed<unknown>);
    hub.registerSnapshot(channel, async () => ({ type, data: await feed.snapshot() }));
    hub.watchSubscribers(channel, (hasSubscribers) => feed.setActive(hasSubscribers));
    return () => feed.check();
  };

  app.decorate('realtime', {
    publish: hub.publish.bind(hub),
    publishToUser: hub.publishToUser.bind(hub),
    registerSnapshot: hub.registerSnapshot.bind(hub),
    registerStatusProbe: monitor.registerProbe.bind(monitor),
    registerChangeFeed,
    sweepHeartbeats: () => hub.sweepHeartbeats(),
    revalidateSessions,
    get connectionCount() {
      return hub.connectionCount;
    },
    transport: bus.kind,
  } satisfies Realtime);

  // Events published before the subscription is active would be lost to this instance's sockets.
  app.addHook('onReady', async () => {
    await bus.ready.catch((error: unknown) => app.log.warn({ err: error }, 'realtime Redis subscription failed'));
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    monitor.stop();
    for (const feed of changeFeeds) feed.stop();
    stopNotifications();
    await hub.close();
  });

  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });

  const userIds = new WeakMap<FastifyRequest, { userId: string; cookie: string } | null>();
  const trusted = new Set(deps.trustedOrigins);
  app.get(
    apiPaths.realtime,
    {
      websocket: true,
      schema: { hide: true },
      // The session is read before the upgrade. A page of another site could open a socket with the
      // user's cookie: only the app's own origin (or a client sending none, not a browser) gets it.
      preValidation: async (request) => {
        const { origin, cookie } = request.headers;
        const mayUseSession = Boolean(cookie) && (!origin || trusted.has(origin));
        const userId = mayUseSession && cookie ? await readUserId(request.headers) : null;
        userIds.set(request, userId && cookie ? { userId, cookie } : null);
      },
    },
    (socket, request) => {
      const connection = hub.connect(
        {
          // Buffers would go out as binary frames unless told otherwise; the protocol is text.
          send: (data) => socket.send(data, { binary: false }),
          close: (code, reason) => socket.close(code, reason),
          ping: () => socket.ping(),
          terminate: () => socket.terminate(),
          get bufferedAmount() {
            return socket.bufferedAmount;
          },
        },
        userIds.get(request)?.userId ?? null,
      );
      const session = userIds.get(request);
      if (session) sessions.set(connection, session.cookie);
      socket.on('message', (data, isBinary) => {
        if (!isBinary) connection.receive(rawToString(data));
      });
      socket.on('pong', () => connection.markAlive());
      socket.on('close', () => {
        sessions.delete(connection);
        connection.dispose();
      });
      socket.on('error', (error) => {
        request.log.debug({ err: error }, 'realtime socket error');
        sessions.delete(connection);
        connection.dispose();
      });
    },
  );
}

function rawToString(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
