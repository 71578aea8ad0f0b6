import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { WineShowcaseResponseSchema } from '../../../contracts/wine';
import { formatDecimal, parseDecimal, percentage } from '../../../domain/money';
import type { Database } from '../../db/client';
import { findFeaturedWineAssets } from './wine-repository';

const SHOWCASE_SIZE = 8;

export function registerWineRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(apiPaths.wineShowcase, { schema: { tags: ['wine'], summary: 'Featured wines for the home carousel', response: { 200: WineShowcaseResponseSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const rows = await findFeaturedWineAssets(deps.db, SHOWCASE_SIZE);
    return {
      items: rows.map((w) => {
        const current = parseDecimal(w.currentValue, 2);
        const purchase = parseDecimal(w.purchasePrice, 2);
        return {
          id: w.id,
          name: w.name,
          producer: w.producer,
          vintage: w.vintage,
          region: w.region,
          category: w.category,
          current_value: formatDecimal(current, 2),
          appreciation_pct: percentage(current - purchase, purchase, 1),
          bottle_count: w.bottleCount,
          description: w.description,
          image: w.image,
        };
      }),
    };
  });
}
