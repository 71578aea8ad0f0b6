import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { EMBEDDED_VACUUM_QUEUE } from '../../src/server/platform/jobs/embedded-vacuum-job';
import { enqueueJob, JobWorker, retryDelayMs } from '../../src/server/platform/jobs/job-queue';
import { createTestApp, type TestApp } from '../setup/test-app';

const silent = { error: () => undefined };

describe('durable job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a due job once and marks it completed', async () => {
    const worker = new JobWorker(t.db, silent);
    const seen: unknown[] = [];
    worker.register('test.once', async (payload) => {
      seen.push(payload);
    });
    await enqueueJob(t.db, 'test.once', { n: 1 });
    expect(await worker.runDueJobs()).toBe(1);
    expect(await worker.runDueJobs()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.once'));
    expect(row).toMatchObject({ status: 'completed', attempts: 1 });
    expect(row!.completedAt).toBeInstanceOf(Date);
  });

  it('leaves future jobs and other queues alone', async () => {
    const worker = new JobWorker(t.db, silent);
    worker.register('test.later', async () => undefined);
    await enqueueJob(t.db, 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    await enqueueJob(t.db, 'test.unhandled', {});
    expect(await worker.runDueJobs()).toBe(0);
  });

  it('retries a failing job with backoff and marks it failed after maxAttempts', async () => {
    const worker = new JobWorker(t.db, silent);
    worker.register('test.flaky', async () => {
      throw new Error('smtp down');
    });
    await enqueueJob(t.db, 'test.flaky', {}, { maxAttempts: 2 });
    expect(await worker.runDueJobs()).toBe(1);
    let [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.flaky'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000);

    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.queue, 'test.flaky'));
    expect(await worker.runDueJobs()).toBe(1);
    [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.flaky'));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('creates one job for one dedupe key', async () => {
    await enqueueJob(t.db, 'test.dedupe', { a: 1 }, { dedupeKey: 'daily:2026-11-22' });
    await enqueueJob(t.db, 'test.dedupe', { a: 2 }, { dedupeKey: 'daily:2026-11-22' });
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.dedupe'));
    expect(rows).toHaveLength(1);
  });

  it('drains a backlog without waiting a poll interval between full batches', async () => {
    const worker = new JobWorker(t.db, silent);
    let done = 0;
    worker.register('test.backlog', async () => {
      done += 1;
    });
    for (let i = 0; i < 45; i += 1) await enqueueJob(t.db, 'test.backlog', { i });
    const started = Date.now();
    worker.start();
    try {
      await expect.poll(() => done, { timeout: 20_000, interval: 50 }).toBe(45);
    } finally {
      await worker.stop();
    }
    // Five batches of 10 at one poll a second would take at least 5 s; drained, they follow the first poll.
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('hands each job to exactly one of two concurrent workers', async () => {
    const ran: string[] = [];
    const make = (name: string) => {
      const w = new JobWorker(t.db, silent);
      w.register('test.race', async (payload) => {
        ran.push(`${name}:${String(payload['i'])}`);
      });
      return w;
    };
    for (let i = 0; i < 8; i += 1) await enqueueJob(t.db, 'test.race', { i });
    await Promise.all([make('a').runDueJobs(), make('b').runDueJobs()]);
    const ids = ran.map((r) => r.split(':')[1]).sort();
    expect(ids).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(3)).toBe(20_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('vacuums the embedded database on a schedule, and leaves PostgreSQL to its autovacuum', async () => {
    const queued = await t.db
      .select({ dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.queue, EMBEDDED_VACUUM_QUEUE));
    if (process.env.DATABASE_URL) expect(queued).toEqual([]);
    else expect(queued.map((job) => job.dedupeKey?.split(':')[0])).toEqual(['embedded-vacuum']);
  });
});
