import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerPortfolioRoutes } from './portfolio-routes';

/** My holdings valued at market prices (after the market module: it reads its books). */
export function registerPortfolioModule(app: FastifyInstance, platform: Platform): void {
  registerPortfolioRoutes(app, { ctx: app.market.context, guards: platform.guards });
}
