import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { publishDueBlogPosts } from './admin-blog-posts';

export const SCHEDULED_POSTS_QUEUE = 'content.scheduled-posts';
/** Scheduled posts go live within a minute of their time. */
export const SCHEDULED_POSTS_INTERVAL_MS = 60_000;

/** One run per minute slot across every node (the dedupe key names the slot). */
async function enqueueRun(db: Database, at: number): Promise<void> {
  const slot = Math.floor(at / SCHEDULED_POSTS_INTERVAL_MS);
  await enqueueJob(
    db,
    SCHEDULED_POSTS_QUEUE,
    {},
    { runAt: new Date(slot * SCHEDULED_POSTS_INTERVAL_MS), dedupeKey: `scheduled-posts:${slot}`, maxAttempts: 1 },
  );
}

/** The job that publishes scheduled drafts when their time (on the app clock) has come. */
export async function registerScheduledPostsJob(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  app.jobWorker.register(SCHEDULED_POSTS_QUEUE, async () => {
    await enqueueRun(deps.db, Date.now() + SCHEDULED_POSTS_INTERVAL_MS);
    const published = await publishDueBlogPosts(deps.db, deps.clock.now());
    if (published.length) app.log.info({ published }, 'scheduled blog posts published');
  });
  await enqueueRun(deps.db, Date.now());
}
