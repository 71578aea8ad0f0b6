import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { getMarketTicker } from '../market/market-module';
import { registerPriceAlertRoutes } from './price-alerts-routes';

/** Price alerts on the markets' last price (after the market module), behind the priceAlerts switch. */
export function registerPriceAlertsModule(app: FastifyInstance, platform: Platform): void {
  registerPriceAlertRoutes(app, {
    db: platform.db,
    guards: platform.guards,
    isEnabled: platform.switches.priceAlerts,
    lastPrice: async (market) => (await getMarketTicker(app.market.context, market)).last,
  });
}
