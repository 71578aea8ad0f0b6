import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  AdminSubscribersFilterSchema,
  AdminSubscribersPageSchema,
  AdminSubscribersQuerySchema,
  AudienceSegmentCountsSchema,
  EmailPreferenceSummarySchema,
  ImportSubscribersReportSchema,
  ImportSubscribersRequestSchema,
} from '../../../contracts/email';
import type { Database } from '../../db/client';
import { auditDisclosure } from '../../platform/audit-log';
import type { Guards } from '../../platform/auth/guards';
import { exportSubscribersCsv } from './export-subscribers-csv';
import { findSubscribers, getSegmentCounts } from '../reporting/reporting-module';
import { getPreferenceSummary } from './get-preference-summary';
import { importSubscribers } from './import-subscribers';

const tags = ['admin'];

/** The email marketing centre's Subscriber Management and Email Preferences tabs. Admins only. */
export function registerAdminEmailRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onlyAdmins = deps.guards.onlyRole('admin');

  r.get(
    apiPaths.admin.emailSubscribers,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'Newsletter subscribers: search, status and segment filters, counts per status, pages',
        querystring: AdminSubscribersQuerySchema,
        response: { 200: AdminSubscribersPageSchema },
      },
    },
    async (request, reply) => {
      await deps.guards.requireRole(request, 'admin');
      reply.header('cache-control', 'no-store');
      return findSubscribers(deps.db, request.query, new Date());
    },
  );

  r.get(
    apiPaths.admin.emailSegments,
    {
      onRequest: onlyAdmins,
      schema: { tags, summary: 'Recipients per audience segment', response: { 200: AudienceSegmentCountsSchema } },
    },
    async (request, reply) => {
      await deps.guards.requireRole(request, 'admin');
      reply.header('cache-control', 'no-store');
      return getSegmentCounts(deps.db, new Date());
    },
  );

  r.get(
    apiPaths.admin.emailPreferenceSummary,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'How people set their e-mail preferences, and the suppression list',
        response: { 200: EmailPreferenceSummarySchema },
      },
    },
    async (request, reply) => {
      await deps.guards.requireRole(request, 'admin');
      reply.header('cache-control', 'no-store');
      return getPreferenceSummary(deps.db);
    },
  );

  r.get(
    apiPaths.admin.emailSubscribersCsv,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'Export CSV of the subscribers matching the filters (formula cells defused)',
        querystring: AdminSubscribersFilterSchema,
      },
    },
    async (request, reply) => {
      const admin = await deps.guards.requireRole(request, 'admin');
      await auditDisclosure(deps.db, request, admin.id, {
        action: 'export.subscribers_csv',
        entityType: 'export',
        data: { filters: request.query },
      });
      const { filename, stream } = exportSubscribersCsv(deps.db, request.query, new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  r.post(
    apiPaths.admin.emailSubscribersImport,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'Import CSV (email, name, interests): row-by-row report; unsubscribed addresses stay unsubscribed',
        body: ImportSubscribersRequestSchema,
        response: { 200: ImportSubscribersReportSchema },
      },
    },
    async (request) => {
      const admin = await deps.guards.requireRole(request, 'admin');
      return importSubscribers(deps.db, {
        csv: request.body.csv,
        actorUserId: admin.id,
        ipAddress: request.ip,
        requestId: request.id,
      });
    },
  );
}
