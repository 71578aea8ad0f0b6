import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { PortfolioResponseSchema } from '../../../contracts/portfolio';
import type { Guards } from '../../platform/auth/guards';
import type { MarketContext } from '../market/market-module';
import { getMyPortfolio } from './get-my-portfolio';

export function registerPortfolioRoutes(app: FastifyInstance, deps: { ctx: MarketContext; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiPaths.myPortfolio,
    {
      schema: {
        tags: ['account'],
        summary: 'My holdings valued at market prices, and VINO performance from my trades',
        response: { 200: PortfolioResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getMyPortfolio(deps.ctx, user.id);
    },
  );
}
