import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { cachedMarketTicker, getMarketTicker } from '../market/market-module';
import { registerPricesRoutes } from './prices-routes';

// The API other modules may call (they import this door, never the files behind it).
export { getPrices, type LastExchangePrice } from './get-prices';

/** The VINO and VINO-STOCK quotes (after the market module). */
export function registerPricesModule(app: FastifyInstance, platform: Platform): void {
  // The token price is the exchange's last VINO/USD trade; reference data until one exists.
  registerPricesRoutes(app, {
    db: platform.db,
    vinoUsdTicker: () => getMarketTicker(app.market.context, 'VINO-USD'),
    cachedVinoUsdTicker: () => cachedMarketTicker(app.market.context, 'VINO-USD'),
  });
}
