import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import type { Ticker } from '../../../contracts/market';
import { PricesSchema } from '../../../contracts/prices';
import { PRICE_TICKER_REFRESH_MS } from '../../../domain/constants';
import type { Database } from '../../db/client';
import { TtlCache } from '../../platform/ttl-cache';
import { composePrices, getPrices, STOCK_SYMBOL, TOKEN_SYMBOL, type VinoUsdTicker } from './get-prices';
import { findReferenceQuotes, type ReferenceQuoteRow } from './prices-repository';

/**
 * Prices are polled every 30 s by pages (spec); the reference rows come from a short cache to keep
 * that cheap. The exchange ticker is not cached here: it has its own cache, dropped on every trade,
 * so this route never shows a different VINO/USD price or change from the trading screens.
 */
const PRICES_CACHE_TTL_MS = 10_000;

export interface PricesRouteDeps {
  db: Database;
  /** The exchange's VINO/USD ticker once the exchange exists; reference data otherwise. */
  vinoUsdTicker?: VinoUsdTicker;
  /** That ticker if its cache holds it now (never loads): lets a cache hit answer without a promise. */
  cachedVinoUsdTicker?: () => Pick<Ticker, 'last' | 'change24h'> | undefined;
}

export function registerPricesRoutes(app: FastifyInstance, deps: PricesRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = new TtlCache<ReferenceQuoteRow[]>(PRICES_CACHE_TTL_MS);
  const referenceQuotes = () =>
    cache.get('reference', () => findReferenceQuotes(deps.db, [TOKEN_SYMBOL, STOCK_SYMBOL]));
  r.get(
    apiPaths.prices,
    {
      schema: {
        tags: ['prices'],
        summary: 'VINO token and VINO-STOCK quotes, with their source and date',
        response: { 200: PricesSchema },
      },
    },
    (_req, reply) => {
      reply.header('cache-control', `public, max-age=${Math.min(PRICE_TICKER_REFRESH_MS, PRICES_CACHE_TTL_MS) / 1000}`);
      // Both caches hit (nearly every poll): answered at once, without a promise.
      const rows = cache.peek('reference');
      const ticker = deps.vinoUsdTicker ? deps.cachedVinoUsdTicker?.() : null;
      if (rows !== undefined && ticker !== undefined) return composePrices(rows, ticker);
      return getPrices(deps.db, { vinoUsdTicker: deps.vinoUsdTicker, referenceQuotes });
    },
  );
}
