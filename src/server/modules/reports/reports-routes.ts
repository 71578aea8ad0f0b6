import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminReportSchema, ReportQuerySchema } from '../../../contracts/reports';
import type { Database } from '../../db/client';
import { auditDisclosure } from '../../platform/audit-log';
import type { Guards } from '../../platform/auth/guards';
import { exportReportCsv, reportFileStem } from './export-report-csv';
import { getAdminReport } from './get-admin-report';
import { renderReportPdf } from './render-report-pdf';

/** Admin → Analytics & Reports: the report as JSON and its CSV and PDF exports (admins only). */
export function registerReportsRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.guards.onlyRole('admin');
  const tags = ['admin'];
  const auditExport = async (request: FastifyRequest, action: string) => {
    const admin = await deps.guards.requireUser(request);
    await auditDisclosure(deps.db, request, admin.id, { action, entityType: 'export', data: { query: request.query } });
  };

  r.get(
    apiPaths.admin.reports,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Analytics report of a period and type',
        querystring: ReportQuerySchema,
        response: { 200: AdminReportSchema },
      },
    },
    async (request) => getAdminReport(deps.db, request.query),
  );

  r.get(
    apiPaths.admin.reportsCsv,
    { onRequest, schema: { tags, summary: "The report's detailed table as CSV", querystring: ReportQuerySchema } },
    async (request, reply) => {
      await auditExport(request, 'export.report_csv');
      const { filename, body } = exportReportCsv(await getAdminReport(deps.db, request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.get(
    apiPaths.admin.reportsPdf,
    {
      onRequest,
      schema: { tags, summary: 'The report as PDF, tables and charts drawn', querystring: ReportQuerySchema },
    },
    async (request, reply) => {
      await auditExport(request, 'export.report_pdf');
      const report = await getAdminReport(deps.db, request.query);
      const pdf = await renderReportPdf(report);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileStem(report)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
