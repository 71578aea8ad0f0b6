import type { FastifyBaseLogger } from 'fastify';

/** One route's successful answers of one status since the last summary. */
interface Tally {
  method: string;
  route: string;
  statusCode: number;
  count: number;
  totalMs: number;
  maxMs: number;
}

/**
 * Successful answers counted per route pattern, method and status, and written as one
 * "requests summarised" line each (count, mean and slowest response time) when flushed (the request log
 * writes every failure and slow request, and summarises the rest). The request log sends here only the answers
 * that are the same for everyone (public, cacheable) and the health probes: the reads every page
 * polls, which would otherwise write a line each many times a second and say nothing a count does
 * not. Failures and slow requests are never summarised: they are logged in full, one by one. Keys
 * are registered route patterns, never raw URLs, so the tallies are bounded by the route table.
 */
export class RequestSummary {
  private readonly byRoute = new Map<string, Tally[]>();

  record(method: string, route: string, statusCode: number, responseTimeMs: number): void {
    let tallies = this.byRoute.get(route);
    if (tallies === undefined) this.byRoute.set(route, (tallies = []));
    let tally: Tally | undefined;
    for (const candidate of tallies)
      if (candidate.statusCode === statusCode && candidate.method === method) {
        tally = candidate;
        break;
      }
    if (tally === undefined) {
      tally = { method, route, statusCode, count: 0, totalMs: 0, maxMs: 0 };
      tallies.push(tally);
    }
    tally.count += 1;
    tally.totalMs += responseTimeMs;
    if (responseTimeMs > tally.maxMs) tally.maxMs = responseTimeMs;
  }

  /** Writes one line per tally counted since the last flush, at info, and starts counting again. */
  flush(log: FastifyBaseLogger): void {
    for (const tallies of this.byRoute.values())
      for (const { method, route, statusCode, count, totalMs, maxMs } of tallies)
        log.info(
          {
            method,
            route,
            statusCode,
            count,
            meanResponseTime: Math.round((totalMs / count) * 1000) / 1000,
            maxResponseTime: Math.round(maxMs * 1000) / 1000,
          },
          'requests summarised',
        );
    this.byRoute.clear();
  }
}
