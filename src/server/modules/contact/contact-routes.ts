import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../contracts/api-paths';
import { ContactRequestSchema, ContactResponseSchema, ContactSubmissionListSchema } from '../../../contracts/contact';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { findContactSubmissions, type ContactRow } from './contact-repository';
import { submitContact } from './submit-contact';

const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const toWire = (row: ContactRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  category: row.category as 'general',
  status: row.status,
  submittedAt: row.submittedAt.toISOString(),
});

/** The contact form, open to everyone (signed-in senders are linked to their account). */
export function registerContactRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPaths.contact,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.getUser(request);
      const row = await submitContact(deps.db, request.body, user?.id ?? null);
      return reply.status(201).send({ id: row.id, submittedAt: row.submittedAt.toISOString() });
    },
  );
}

/** The messages received, for admins (registered inside the admin scope). */
export function registerContactAdminRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.admin.contactSubmissions,
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages (admins)',
        querystring: ListQuerySchema,
        response: { 200: ContactSubmissionListSchema },
      },
    },
    async (request) => {
      const { items, total } = await findContactSubmissions(deps.db, request.query);
      return { items: items.map(toWire), total };
    },
  );
}
