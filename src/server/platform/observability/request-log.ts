import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import { pino } from 'pino';
import { BatchedLogStream } from './batched-log-stream';
import { LazyRequestLogger } from './lazy-request-logger';
import { RequestSummary } from './request-summary';
import { writeShortRequestLine } from './short-request-line';

/** A request slower than this is logged in full (headers included) at warn level. */
export const SLOW_REQUEST_MS = 1000;

/** How often the summarised requests' counts are written (and once more when the app closes). */
const REQUEST_SUMMARY_INTERVAL_MS = 60_000;

/** Never log secrets: cookies and authorization headers are redacted from the full entries. */
export const LOG_REDACT_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/**
 * One log line per request instead of Fastify's two ("incoming request" then "request completed"),
 * written after the response:
 * - a successful, fast request gets a short line: method, url, status and response time, with the
 *   request id every line of the request carries (`reqId`);
 * - once `summariseInto` has given it a logger, a successful, fast GET or HEAD whose answer is the
 *   same for everyone (`cache-control: public`: the cached reads every page polls) or whose path is
 *   one of `summarisedPaths` (the health probes) is counted instead, and written with its route's
 *   count, mean and slowest time every REQUEST_SUMMARY_INTERVAL_MS (request-summary.ts);
 * - a failure (4xx, 5xx or a response error) or a request slower than SLOW_REQUEST_MS is logged in
 *   full: the request with its headers (cookie and authorization redacted), the response status and
 *   headers (set-cookie redacted) and the error, at info (4xx), warn (slow) or error (5xx) level.
 */
export class RequestLogController extends LogController {
  private readonly slowRequestMs: number;
  private readonly summarisedPaths: ReadonlySet<string>;
  private summary: RequestSummary | undefined;

  constructor(options: { slowRequestMs?: number; summarisedPaths?: readonly string[] } = {}) {
    super();
    this.slowRequestMs = options.slowRequestMs ?? SLOW_REQUEST_MS;
    this.summarisedPaths = new Set(options.summarisedPaths);
  }

  /** Summarises from now on, writing the counts through `app.log` every intervalMs and on close. */
  summariseInto(app: FastifyInstance, intervalMs = REQUEST_SUMMARY_INTERVAL_MS): void {
    const summary = new RequestSummary();
    const timer = setInterval(() => summary.flush(app.log), intervalMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      summary.flush(app.log);
    });
    this.summary = summary;
  }

  override incomingRequest(): void {
    // Summarised into the one line written when the request completes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (error || statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime }, 'request failed');
    } else if (responseTime >= this.slowRequestMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else if (statusCode >= 400) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    } else if (this.summary !== undefined && this.summarises(request, reply)) {
      this.summary.record(request.method, request.routeOptions.url ?? 'unmatched', statusCode, responseTime);
    } else {
      // To the microsecond: the line's full-precision fraction said nothing more and cost more to write.
      const roundedTime = Math.round(responseTime * 1000) / 1000;
      if (!writeShortRequestLine(reply.log, request.method, request.url, statusCode, roundedTime))
        reply.log.info(
          { method: request.method, url: request.url, statusCode, responseTime: roundedTime },
          'request completed',
        );
    }
  }

  /** A GET or HEAD answered the same for everyone (public, cacheable), or a health probe. */
  private summarises(request: FastifyRequest, reply: FastifyReply): boolean {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const cacheControl = reply.getHeader('cache-control');
    return (
      (typeof cacheControl === 'string' && cacheControl.startsWith('public')) || this.summarisedPaths.has(request.url)
    );
  }
}

/** The full request of a failed or slow request's entry. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    headers: request.headers,
  };
}

function serializeReply(reply: { statusCode: number | string; getHeaders?: () => object }) {
  return { statusCode: reply.statusCode, headers: reply.getHeaders?.() };
}

/** Log lines are buffered up to this size, or this long, before one write. */
const LOG_BUFFER_BYTES = 8192;
const LOG_FLUSH_MS = 250;

/**
 * The production logger: JSON lines (pino) to `destination` (stdout by default). Lines are gathered
 * in memory (BatchedLogStream) and written together once LOG_BUFFER_BYTES have accumulated (about
 * 30 request lines), or every LOG_FLUSH_MS on a quiet server, so a request almost never pays for a
 * write system call; what is left is written when the process exits (flushOnExit), so only a
 * SIGKILL can lose the last quarter second. The batch write itself is synchronous: measured under
 * load, handing each batch to libuv's thread pool (pino's `sync: false`) cost about 9 µs of CPU per
 * request more than writing it in place, in thread wake-ups on a 2-core machine.
 */
/** Level, redaction and the serializers of the full entries; `createLoggerOptions` adds the stream. */
export function loggerSettings(level: string) {
  return { level, redact: LOG_REDACT_PATHS, serializers: { req: serializeRequest, res: serializeReply } };
}

/**
 * Fastify's `childLoggerFactory`: each request's logger (carrying its `reqId`), created only when
 * something logs through it (LazyRequestLogger; a successful request's short line does not need it).
 * With options (a route's own log level) the child is made at once; without, pino takes its fast
 * path (Fastify's default passes an empty options object, which sends pino down its slow one).
 */
export const requestChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) =>
  hasOwnKeys(options)
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger);

/** Whether the object has a key of its own: asked of every request's options, without an array of them. */
function hasOwnKeys(object: object): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return true;
  return false;
}

/** Every buffered log stream of the process, written out by one exit listener. */
const openStreams = new Set<BatchedLogStream>();

function flushOnExit(stream: BatchedLogStream): void {
  if (openStreams.size === 0)
    // process.exit (the graceful shutdown's last step) does not wait for the buffer: write it here.
    process.once('exit', () => {
      for (const open of openStreams) {
        try {
          open.flushSync();
        } catch {
          // Destroyed (stdout closed): nothing left to write to.
        }
      }
    });
  openStreams.add(stream);
}

export function createLoggerOptions(level: string, destination: number | string = 1) {
  const stream = new BatchedLogStream(pino.destination({ dest: destination, sync: true }), LOG_BUFFER_BYTES);
  flushOnExit(stream);
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Destroyed (stdout closed): nothing left to write to.
    }
  }, LOG_FLUSH_MS).unref();
  return { ...loggerSettings(level), stream };
}
