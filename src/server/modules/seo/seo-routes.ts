import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../contracts/api-paths';
import type { Database } from '../../db/client';
import { buildRobots } from './build-robots';
import { buildSitemap } from './build-sitemap';

/** Crawlers re-read these often; five minutes keeps a new post from waiting long. */
const SEO_CACHE_CONTROL = 'public, max-age=300';

/**
 * /sitemap.xml and /robots.txt. Registered before the client's catch-all route, which would
 * otherwise answer them with the app's 404 page.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: { db: Database; publicUrl: string }): void {
  app.get(apiPaths.sitemap, { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(deps.db, deps.publicUrl);
    return reply.type('application/xml; charset=utf-8').header('cache-control', SEO_CACHE_CONTROL).send(xml);
  });
  app.get(apiPaths.robots, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SEO_CACHE_CONTROL)
      .send(buildRobots(deps.publicUrl)),
  );
}
