import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger } from './lazy-request-logger';
import { loggerSettings } from './request-log';
import { formatMilliseconds, writeShortRequestLine } from './short-request-line';

function capturedLogger(options: LoggerOptions) {
  const lines: string[] = [];
  const logger = pino({ ...options, timestamp: () => ',"time":1700000000000' }, { write: (line) => lines.push(line) });
  return { logger, lines };
}

const url = '/api/v1/wine-assets?name="Ch\\âteau"&x=1';

describe('the short request line', () => {
  it('is the exact line pino writes for the same fields', () => {
    const direct = capturedLogger(loggerSettings('info'));
    const viaPino = capturedLogger(loggerSettings('info'));
    const child = (logger: pino.Logger) => logger.child({ reqId: 'req-"1"' });

    expect(writeShortRequestLine(child(direct.logger), 'GET', url, 200, 1.2345)).toBe(true);
    child(viaPino.logger).info({ method: 'GET', url, statusCode: 200, responseTime: 1.2345 }, 'request completed');

    expect(direct.lines).toHaveLength(1);
    expect(direct.lines[0]).toBe(viaPino.lines[0]);
    expect(JSON.parse(direct.lines[0]!)).toMatchObject({ level: 30, reqId: 'req-"1"', url, msg: 'request completed' });
  });

  it('writes nothing when info is disabled', () => {
    const { logger, lines } = capturedLogger(loggerSettings('warn'));
    expect(writeShortRequestLine(logger.child({ reqId: 'r' }), 'GET', '/ok', 200, 1)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('leaves the line to pino when the logger reshapes its lines', () => {
    const withMixin = capturedLogger({ ...loggerSettings('info'), mixin: () => ({ extra: 1 }) });
    const withFormatter = capturedLogger({ ...loggerSettings('info'), formatters: { log: (object) => object } });
    const withPrefix = capturedLogger(loggerSettings('info'));
    for (const logger of [withMixin.logger, withFormatter.logger, withPrefix.logger.child({}, { msgPrefix: 'x ' })])
      expect(writeShortRequestLine(logger, 'GET', '/ok', 200, 1)).toBe(false);
    expect([...withMixin.lines, ...withFormatter.lines, ...withPrefix.lines]).toEqual([]);
  });

  it("takes the shortcut only when it writes pino's line: not with a mixin, but with a bindings formatter", () => {
    const withMixin = capturedLogger({ ...loggerSettings('info'), mixin: () => ({ extra: 1 }) });
    expect(
      writeShortRequestLine(new LazyRequestLogger(withMixin.logger, { reqId: 'r-1' }) as never, 'GET', '/ok', 200, 1),
    ).toBe(false);
    expect(withMixin.lines).toEqual([]);

    const settings = { ...loggerSettings('info'), formatters: { bindings: (b: object) => ({ ...b, app: 'vino' }) } };
    const direct = capturedLogger(settings);
    const viaPino = capturedLogger(settings);
    const lazy = new LazyRequestLogger(direct.logger, { reqId: 'r-1' });
    expect(writeShortRequestLine(lazy as never, 'GET', '/ok', 200, 1)).toBe(true);
    viaPino.logger
      .child({ reqId: 'r-1' })
      .info({ method: 'GET', url: '/ok', statusCode: 200, responseTime: 1 }, 'request completed');
    expect(direct.lines).toEqual(viaPino.lines);
    expect(JSON.parse(direct.lines[0]!)).toMatchObject({ reqId: 'r-1', app: 'vino' });
  });

  it('writes the same line for a request logger that was never created, without creating it', () => {
    const direct = capturedLogger(loggerSettings('info'));
    const viaPino = capturedLogger(loggerSettings('info'));
    const id = '1b4e28ba-2fa1-11d2-883f-0016a5d4ee5f';
    const lazy = new LazyRequestLogger(direct.logger, { reqId: id });

    expect(writeShortRequestLine(lazy as never, 'GET', url, 200, 1.5)).toBe(true);
    viaPino.logger
      .child({ reqId: id })
      .info({ method: 'GET', url, statusCode: 200, responseTime: 1.5 }, 'request completed');

    expect(lazy.existing).toBeUndefined();
    expect(direct.lines).toEqual(viaPino.lines);
  });

  it('creates the request logger for an id pino would escape, and still writes the same line', () => {
    const direct = capturedLogger(loggerSettings('info'));
    const viaPino = capturedLogger(loggerSettings('info'));
    const id = 'client "id" \\ with\ttab';
    const lazy = new LazyRequestLogger(direct.logger, { reqId: id });

    expect(writeShortRequestLine(lazy as never, 'GET', '/ok', 200, 2)).toBe(true);
    viaPino.logger
      .child({ reqId: id })
      .info({ method: 'GET', url: '/ok', statusCode: 200, responseTime: 2 }, 'request completed');

    expect(lazy.existing).toBeDefined();
    expect(direct.lines).toEqual(viaPino.lines);
  });

  it('logs through the real child, with the request id, once anything else is logged', () => {
    const { logger, lines } = capturedLogger(loggerSettings('info'));
    const lazy = new LazyRequestLogger(logger, { reqId: 'r-1' });
    lazy.warn({ detail: 1 }, 'careful');
    expect(lazy.existing).toBeDefined();
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, reqId: 'r-1', detail: 1, msg: 'careful' }),
    ]);
    expect(writeShortRequestLine(lazy as never, 'GET', '/ok', 200, 1)).toBe(true);
    expect(JSON.parse(lines[1]!)).toMatchObject({ reqId: 'r-1', msg: 'request completed' });
  });
});

describe('formatMilliseconds', () => {
  it('writes every time rounded to the microsecond exactly as JSON.stringify does', () => {
    const times = [0, -0, 0.001, 0.01, 0.1, 0.5, 0.999, 1, 1.5, 2.25, 12.345, 999.999, 1000, 65_432.1, 999_999_999.999];
    for (let i = 0; i < 5000; i++) times.push(Math.round(Math.random() * 10 ** (1 + (i % 7)) * 1000) / 1000);
    for (const ms of times) expect(formatMilliseconds(ms)).toBe(JSON.stringify(ms));
  });

  it('leaves any other number to JavaScript, and writes null for one JSON cannot hold', () => {
    for (const ms of [1.2345, 0.0001, 1e-7, 2e9, -3.5, 0.30000000000000004])
      expect(formatMilliseconds(ms)).toBe(JSON.stringify(ms));
    expect(formatMilliseconds(Number.NaN)).toBe('null');
    expect(formatMilliseconds(Number.POSITIVE_INFINITY)).toBe('null');
  });
});
