import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { WineShowcaseResponseSchema, type WineShowcaseResponse } from '../../../contracts/wine';
import { formatDecimal, parseDecimal, percentage } from '../../../domain/money';
import type { Database } from '../../db/client';
import { TtlCache } from '../../platform/ttl-cache';
import { findFeaturedWineAssets } from './wine-repository';

const SHOWCASE_SIZE = 8;
/** The showcase changes only when an admin edits wine assets; a minute of staleness is fine. */
const SHOWCASE_CACHE_TTL_MS = 60_000;

export function registerWineRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = new TtlCache<WineShowcaseResponse>(SHOWCASE_CACHE_TTL_MS);
  r.get(
    apiPaths.wineShowcase,
    {
      schema: {
        tags: ['wine'],
        summary: 'Featured wines for the home carousel',
        response: { 200: WineShowcaseResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return cache.get('showcase', () => loadShowcase(deps.db));
    },
  );
}

async function loadShowcase(db: Database): Promise<WineShowcaseResponse> {
  const rows = await findFeaturedWineAssets(db, SHOWCASE_SIZE);
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
}
