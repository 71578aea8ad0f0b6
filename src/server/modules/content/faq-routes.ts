import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { FaqQuerySchema, FaqResponseSchema } from '../../../contracts/content';
import type { Database } from '../../db/client';
import { findFaqItems } from './find-faq-items';

export function registerFaqRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.faq,
    {
      schema: {
        tags: ['faq'],
        summary: 'FAQ items, optionally searched (q) and filtered by category',
        querystring: FaqQuerySchema,
        response: { 200: FaqResponseSchema },
      },
    },
    async (request) => findFaqItems(deps.db, request.query),
  );
}
