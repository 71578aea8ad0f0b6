import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { NewsletterSubscribeRequestSchema, NewsletterSubscribeResponseSchema } from '../../../contracts/newsletter';
import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mailer/mailer';
import { NEWSLETTER_SUBSCRIBED_MESSAGE, subscribeToNewsletter } from './subscribe-to-newsletter';

export function registerNewsletterRoutes(app: FastifyInstance, deps: { db: Database; mailer: Mailer }): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.newsletter,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to updates',
        body: NewsletterSubscribeRequestSchema,
        response: { 200: NewsletterSubscribeResponseSchema },
      },
    },
    async (request) => {
      await subscribeToNewsletter(deps.db, deps.mailer, request.body);
      return { ok: true as const, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    },
  );
}
