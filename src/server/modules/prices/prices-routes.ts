import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { PricesSchema, type Prices } from '../../../contracts/prices';
import { PRICE_TICKER_REFRESH_MS } from '../../../domain/constants';
import type { Database } from '../../db/client';
import { TtlCache } from '../../platform/ttl-cache';
import { getPrices, type LastExchangePrice } from './get-prices';

/** Prices are polled every 30 s by pages (spec); answering from a short cache keeps that cheap. */
const PRICES_CACHE_TTL_MS = 10_000;

export interface PricesRouteDeps {
  db: Database;
  /** The exchange's VINO/USD last trade once the exchange exists; reference data otherwise. */
  lastExchangePrice?: LastExchangePrice;
}

export function registerPricesRoutes(app: FastifyInstance, deps: PricesRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = new TtlCache<Prices>(PRICES_CACHE_TTL_MS);
  r.get(
    apiPaths.prices,
    {
      schema: {
        tags: ['prices'],
        summary: 'VINO token and VINO-STOCK quotes, with their source and date',
        response: { 200: PricesSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', `public, max-age=${Math.min(PRICE_TICKER_REFRESH_MS, PRICES_CACHE_TTL_MS) / 1000}`);
      return cache.get('prices', () => getPrices(deps.db, { lastExchangePrice: deps.lastExchangePrice }));
    },
  );
}
