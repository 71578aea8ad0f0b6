import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { publishDueBlogPosts } from './admin-blog-posts';

export const SCHEDULED_POSTS_QUEUE = 'content.scheduled-posts';
/** Scheduled posts go live within a minute of their time. */
export const SCHEDULED_POSTS_INTERVAL_MS = 60_000;

/** The job that publishes scheduled drafts when their time (on the app clock) has come. */
export async function registerScheduledPostsJob(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  await registerRecurringJob(app, deps.db, {
    queue: SCHEDULED_POSTS_QUEUE,
    everyMs: SCHEDULED_POSTS_INTERVAL_MS,
    dedupePrefix: 'scheduled-posts',
    maxAttempts: 1,
    run: async () => {
      const published = await publishDueBlogPosts(deps.db, deps.clock.now());
      if (published.length) app.log.info({ published }, 'scheduled blog posts published');
    },
  });
}
