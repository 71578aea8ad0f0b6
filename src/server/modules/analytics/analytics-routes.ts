import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyticsIntelligenceSchema,
  AnalyticsOverviewSchema,
  AnalyticsPeriodQuerySchema,
  BiViewQuerySchema,
  BusinessIntelligenceSchema,
  CreateReportScheduleRequestSchema,
  PredictiveModelsSchema,
  ReportScheduleIdParamsSchema,
  ReportScheduleListSchema,
  ReportScheduleSchema,
  RecommendationIdParamsSchema,
} from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { OkResponseSchema } from '../../../contracts/common';
import type { Database } from '../../db/client';
import { auditDisclosure } from '../../platform/audit-log';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import type { SettingsService } from '../../platform/settings/settings-service';
import { exportBiCsv } from './export-bi-csv';
import { exportOverviewCsv, overviewReportFilename, renderOverviewPdf } from './export-overview-report';
import { getAnalyticsIntelligence } from './get-analytics-intelligence';
import { getAnalyticsOverview } from './get-analytics-overview';
import { getBusinessIntelligence } from './get-business-intelligence';
import { getPredictiveModels } from './get-predictive-models';
import { implementRecommendation } from './implement-recommendation';
import { cancelReportSchedule, createReportSchedule, listReportSchedules } from './report-schedules';

const P = apiPaths.analytics;

/**
 * /analytics: the suite holds platform revenue and customer figures, so every endpoint is for admins
 * (decided on the server; the client's route guard only mirrors it). No session → 401, other roles → 403.
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; settings: SettingsService; clock: Clock },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];

  r.get(
    P.overview,
    {
      schema: {
        tags,
        summary: 'Analytics Overview of a period',
        querystring: AnalyticsPeriodQuerySchema,
        response: { 200: AnalyticsOverviewSchema },
      },
    },
    async (request) => getAnalyticsOverview(deps.db, request.query.period),
  );

  // Export Report: the overview's figures as a file; revenue and customer data, so admins only.
  for (const format of ['csv', 'pdf'] as const) {
    r.get(
      format === 'csv' ? P.overviewCsv : P.overviewPdf,
      {
        schema: { tags, summary: `Export Report (${format.toUpperCase()})`, querystring: AnalyticsPeriodQuerySchema },
      },
      async (request, reply) => {
        const admin = await deps.guards.requireUser(request);
        await auditDisclosure(deps.db, request, admin.id, {
          action: `export.analytics_overview_${format}`,
          entityType: 'export',
          data: { query: request.query },
        });
        const overview = await getAnalyticsOverview(deps.db, request.query.period);
        const body = format === 'csv' ? exportOverviewCsv(overview) : await renderOverviewPdf(overview);
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          .header('content-disposition', `attachment; filename="${overviewReportFilename(overview, format)}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }

  // Schedule Report: the same report mailed to the admin who scheduled it, listed and cancelled by them.
  r.get(
    P.reportSchedules,
    {
      schema: { tags, summary: 'My scheduled reports', response: { 200: ReportScheduleListSchema } },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      return { schedules: await listReportSchedules(deps.db, user.id) };
    },
  );

  r.post(
    P.reportSchedules,
    {
      schema: {
        tags,
        summary: 'Schedule Report: mail the overview to me every day, week or month',
        body: CreateReportScheduleRequestSchema,
        response: { 201: ReportScheduleSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      const schedule = await createReportSchedule(deps.db, user, request.body, deps.clock.now(), {
        ipAddress: request.ip,
        requestId: request.id,
      });
      return reply.code(201).send(schedule);
    },
  );

  r.delete(
    P.reportSchedule,
    {
      schema: {
        tags,
        summary: 'Cancel one of my scheduled reports',
        params: ReportScheduleIdParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await cancelReportSchedule(deps.db, user.id, request.params.id, deps.clock.now(), {
        ipAddress: request.ip,
        requestId: request.id,
      });
      return { ok: true as const };
    },
  );

  r.get(
    P.intelligence,
    {
      schema: {
        tags,
        summary: 'AI Intelligence: recommendations, wine predictions, models',
        response: { 200: AnalyticsIntelligenceSchema },
      },
    },
    // Only admins reach this route, so Implement is always available here.
    async () => getAnalyticsIntelligence(deps.db, true),
  );

  r.post(
    P.implementRecommendation,
    {
      schema: {
        tags,
        summary: 'Mark a recommendation implemented (admins)',
        params: RecommendationIdParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await implementRecommendation(deps.db, request.params.id, {
        userId: user.id,
        ipAddress: request.ip,
        requestId: request.id,
      });
      return { ok: true as const };
    },
  );

  r.get(
    P.businessIntelligence,
    {
      schema: {
        tags,
        summary: 'Business Intelligence of a view',
        querystring: BiViewQuerySchema,
        response: { 200: BusinessIntelligenceSchema },
      },
    },
    async (request) => getBusinessIntelligence(deps.db, deps.settings, request.query.view),
  );

  r.get(
    P.businessIntelligenceCsv,
    { schema: { tags, summary: 'Export BI Report (CSV)', querystring: BiViewQuerySchema } },
    async (request, reply) => {
      const admin = await deps.guards.requireUser(request);
      await auditDisclosure(deps.db, request, admin.id, {
        action: 'export.bi_csv',
        entityType: 'export',
        data: { query: request.query },
      });
      const { filename, body } = exportBiCsv(await getBusinessIntelligence(deps.db, deps.settings, request.query.view));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.get(
    P.predictive,
    {
      schema: {
        tags,
        summary: 'Predictive Models: models, scenarios, trends',
        response: { 200: PredictiveModelsSchema },
      },
    },
    async () => getPredictiveModels(deps.db),
  );
}
