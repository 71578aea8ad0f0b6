import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerAdminBlogRoutes } from './admin-blog-routes';
import { registerBlogRoutes } from './blog-routes';
import { registerFaqRoutes } from './faq-routes';
import { isMissingBlogPage } from './is-missing-blog-page';
import { registerScheduledPostsJob } from './scheduled-posts-job';

// The API other modules (and the seed) may call (they import this door, never the files behind it).
export { insertPostsIfAbsent } from './blog-repository';
export { insertFaqItemsIfAbsent } from './faq-repository';
export { findPublishedPostSlugs } from './find-published-post-slugs';
export { postPlainText, sanitizePostHtml } from './sanitize-post-html';

/** The blog (public and admin, scheduled publishing) and the FAQ; unknown articles answer 404. */
export async function registerContentModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards, clock, config } = platform;
  platform.extensionPoints.provide('isMissingPage', (urlPath) => isMissingBlogPage(db, urlPath));
  registerBlogRoutes(app, {
    db,
    guards,
    visitorSecret: config.authSecret,
    isHttps: config.publicUrl.startsWith('https://'),
  });
  await registerAdminScope(app, guards, (scope) => registerAdminBlogRoutes(scope, { db, guards, clock }));
  await registerScheduledPostsJob(app, { db, clock });
  registerFaqRoutes(app, { db });
}
