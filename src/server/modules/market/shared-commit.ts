import type { Database, Executor } from '../../db/client';

type Outcome = { ok: true } | { ok: false; error: unknown };

interface PendingWrite {
  run(executor: Executor): Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit across the markets for the sole owner (issue 18): in the app that is the embedded
 * database, one connection on this thread, where a commit's WAL flush (an fsync) cost about as much
 * as the rest of a market batch's write, and the four markets' batches committed one after another.
 * The writes of the market batches that are ready at the same time are committed in ONE transaction,
 * one fsync for all of them; a write that arrives while a commit is in flight goes into the next.
 *
 * Each write runs in a savepoint of its own: a failing write is rolled back alone and only its
 * caller gets the error (its market rebuilds and retries as before), the others still commit. A
 * caller is told only after the COMMIT; if the COMMIT itself fails, every caller of it gets the error.
 * A write that is alone runs without BEGIN/COMMIT (it is one statement, its own transaction).
 */
export class SharedCommit {
  private readonly queue: PendingWrite[] = [];
  private isScheduled = false;

  constructor(private readonly db: Database) {}

  write(run: (executor: Executor) => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ run, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.isScheduled) return;
    this.isScheduled = true;
    // One turn of the event loop first: the other markets' batches, whose reads were queued behind
    // this one's on the one connection, reach this point by then and share the commit.
    setImmediate(() => {
      void this.commitQueued().finally(() => {
        this.isScheduled = false;
        if (this.queue.length > 0) this.schedule();
      });
    });
  }

  private async commitQueued(): Promise<void> {
    const writes = this.queue.splice(0);
    if (writes.length === 1) {
      const [only] = writes as [PendingWrite];
      await only.run(this.db).then(only.resolve, only.reject);
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.transaction(async (tx) => {
        const done: Outcome[] = [];
        for (const write of writes) {
          // A failure rolls back to the savepoint: the transaction goes on with the other writes.
          done.push(
            await tx
              .transaction((savepoint) => write.run(savepoint))
              .then(
                (): Outcome => ({ ok: true }),
                (error: unknown): Outcome => ({ ok: false, error }),
              ),
          );
        }
        return done;
      });
    } catch (error) {
      for (const write of writes) write.reject(error);
      return;
    }
    writes.forEach((write, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) write.resolve();
      else write.reject(outcome.error);
    });
  }
}
