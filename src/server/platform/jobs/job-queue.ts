import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempts: number }) => Promise<void>;

/** A job that failed for the last time (no retry left). */
export interface FailedJob {
  id: string;
  queue: string;
  attempts: number;
  error: string;
}
export type JobFailureListener = (job: FailedJob) => Promise<void> | void;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  dedupeKey?: string;
}

const POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE = 10;
/** A job 'running' this long was left by a node that died; it is handed out again. */
const STALE_LOCK_MS = 5 * 60_000;
/** Looking for such jobs once a minute is enough; the worker polls every second. */
const STALE_CHECK_INTERVAL_MS = 60_000;
const BASE_RETRY_DELAY_MS = 5_000;

/** Exponential backoff: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Adds a job; pass a transaction to enqueue atomically with the change that causes it. */
export async function enqueueJob(
  executor: Executor,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await executor
    .insert(jobs)
    .values({
      queue,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

interface ClaimedJob {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * The worker: claims due jobs of the queues it has handlers for, runs them, and records the outcome.
 * A failure is retried with backoff until maxAttempts, then marked failed with its error.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly failureListeners: JobFailureListener[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastStaleCheckMs = 0;

  constructor(
    private readonly db: Database,
    private readonly log: { error: (obj: object, msg: string) => void },
  ) {}

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  /** Called after a job is marked failed for good (the system alerts raise on it). */
  onFinalFailure(listener: JobFailureListener): void {
    this.failureListeners.push(listener);
  }

  /** Claims and runs one batch; returns how many jobs ran. Tests call this directly. */
  async runDueJobs(): Promise<number> {
    const queues = [...this.handlers.keys()];
    if (!queues.length) return 0;
    if (Date.now() - this.lastStaleCheckMs >= STALE_CHECK_INTERVAL_MS) {
      this.lastStaleCheckMs = Date.now();
      await this.releaseStaleLocks();
    }
    const claimed = await queryRows<ClaimedJob>(
      this.db,
      sql`update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
          where id in (
            select id from jobs
            where status = 'pending' and run_at <= now() and queue in (${sql.join(
              queues.map((q) => sql`${q}`),
              sql`, `,
            )})
            order by run_at limit ${BATCH_SIZE} for update skip locked)
          returning id, queue, payload, attempts, max_attempts`,
    );
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async releaseStaleLocks(): Promise<void> {
    await this.db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(Date.now() - STALE_LOCK_MS))));
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    try {
      await this.handlers.get(job.queue)!(job.payload, { id: job.id, attempts: job.attempts });
      await this.db
        .update(jobs)
        .set({ status: 'completed', completedAt: new Date(), lockedAt: null })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const isFinal = job.attempts >= job.max_attempts;
      this.log.error({ jobId: job.id, queue: job.queue, attempts: job.attempts, err: message }, 'job failed');
      await this.db
        .update(jobs)
        .set({
          status: isFinal ? 'failed' : 'pending',
          lastError: message,
          lockedAt: null,
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
        })
        .where(inArray(jobs.id, [job.id]));
      if (isFinal)
        for (const listener of this.failureListeners) {
          try {
            await listener({ id: job.id, queue: job.queue, attempts: job.attempts, error: message });
          } catch (listenerErr) {
            this.log.error({ jobId: job.id, err: listenerErr }, 'job failure listener failed');
          }
        }
    }
  }

  start(): void {
    const tick = async () => {
      let ran = 0;
      this.running = this.runDueJobs()
        .then((count) => {
          ran = count;
        })
        .catch((err: unknown) => this.log.error({ err }, 'job worker tick failed'));
      await this.running;
      // A full batch means more may be due (a campaign's mails, say): drain them without waiting a
      // poll interval, which would cap delivery at BATCH_SIZE jobs a second.
      if (this.timer !== undefined) this.timer = setTimeout(tick, ran >= BATCH_SIZE ? 0 : POLL_INTERVAL_MS);
    };
    this.timer = setTimeout(tick, POLL_INTERVAL_MS);
  }

  /** Stops polling and waits for the batch in progress. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
