import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type LogMethod = (...args: unknown[]) => void;
type Logger = FastifyBaseLogger & Record<'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', LogMethod>;

/**
 * A request's logger, created only when something logs through it. Fastify makes a
 * child logger for every request (pino's `child`: its bindings serialised, a new object with a
 * dozen properties: about 0.8 µs), while a successful request logs nothing through it but its one
 * short line, which short-request-line.ts can write from the parent and the request id alone. Every
 * method materialises the real child (`parent.child(bindings)`) on first use and forwards to it, so
 * every line written through it is the child's line, with the request id, as before.
 */
export class LazyRequestLogger {
  private materialised: Logger | undefined;

  constructor(
    /** The logger this request's child comes from (the app's). */
    readonly parent: FastifyBaseLogger,
    /** The request's bindings: `{ reqId }`. */
    readonly bindings: Bindings,
  ) {}

  /** The real child logger, created on first use. */
  get logger(): Logger {
    return (this.materialised ??= this.parent.child(this.bindings) as Logger);
  }

  /** The child, if something has already logged through this one. */
  get existing(): FastifyBaseLogger | undefined {
    return this.materialised;
  }

  get level(): string {
    return (this.materialised ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return ((this.materialised ?? this.parent) as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(
      level,
    );
  }

  fatal(...args: unknown[]): void {
    this.logger.fatal(...args);
  }

  error(...args: unknown[]): void {
    this.logger.error(...args);
  }

  warn(...args: unknown[]): void {
    this.logger.warn(...args);
  }

  info(...args: unknown[]): void {
    this.logger.info(...args);
  }

  debug(...args: unknown[]): void {
    this.logger.debug(...args);
  }

  trace(...args: unknown[]): void {
    this.logger.trace(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return options === undefined ? this.logger.child(bindings) : this.logger.child(bindings, options);
  }
}
