import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestSummary } from './request-summary';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the request summary', () => {
  it('writes one line per route, method and status with the count, mean and slowest time', () => {
    const summary = new RequestSummary();
    summary.record('GET', '/api/v1/prices', 200, 1);
    summary.record('GET', '/api/v1/prices', 200, 2.5);
    summary.record('GET', '/api/v1/prices', 200, 0.5);
    summary.record('HEAD', '/api/v1/prices', 200, 0.25);
    summary.record('GET', '/api/v1/prices', 304, 0.1);
    summary.record('GET', '/healthz', 200, 0.0004);
    const { logger, lines } = capturedLogger();
    summary.flush(logger);
    expect(lines).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'requests summarised',
          level: 30,
          method: 'GET',
          route: '/api/v1/prices',
          statusCode: 200,
          count: 3,
          meanResponseTime: 1.333,
          maxResponseTime: 2.5,
        }),
        expect.objectContaining({ method: 'HEAD', route: '/api/v1/prices', statusCode: 200, count: 1 }),
        expect.objectContaining({ method: 'GET', route: '/api/v1/prices', statusCode: 304, count: 1 }),
        expect.objectContaining({ method: 'GET', route: '/healthz', count: 1, maxResponseTime: 0 }),
      ]),
    );
  });

  it('starts counting again after each flush, and writes nothing for a quiet interval', () => {
    const summary = new RequestSummary();
    const { logger, lines } = capturedLogger();
    summary.record('GET', '/healthz', 200, 1);
    summary.flush(logger);
    summary.flush(logger);
    summary.record('GET', '/healthz', 200, 3);
    summary.flush(logger);
    expect(lines.map((line) => [line.count, line.maxResponseTime])).toEqual([
      [1, 1],
      [1, 3],
    ]);
  });
});
