import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_LOG_PAGE_SIZE,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  ExcellenceReportSchema,
  ImplementedRecommendationSchema,
  KeyBodySchema,
  PerformanceQuerySchema,
  PerformanceReportSchema,
  ResolvedThreatSchema,
  SecurityReportSchema,
  SecurityScanResultSchema,
  enterpriseApiPaths,
} from '../../../contracts/enterprise';
import type { Guards } from '../../platform/auth/guards';
import type { EnterpriseActor, EnterpriseContext } from './enterprise-context';
import { getExcellenceReport } from './excellence/get-excellence-report';
import { implementRecommendation } from './performance/implement-recommendation';
import { measurePerformance } from './performance/measure-performance';
import { findAuditEntries } from '../reporting/reporting-module';
import { getSecurityReport } from './security/get-security-report';
import { resolveThreat } from './security/resolve-threat';
import { runSecurityScan } from './security/run-security-scan';

/** Enterprise Command Center's centres (registered inside the admin scope: admins only, no-store). */
export function registerEnterpriseRoutes(app: FastifyInstance, deps: { ctx: EnterpriseContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['enterprise'];
  const actorOf = async (request: FastifyRequest): Promise<EnterpriseActor> => {
    const admin = await guards.requireUser(request);
    return { userId: admin.id, email: admin.email, ipAddress: request.ip, requestId: request.id };
  };

  r.get(
    enterpriseApiPaths.performance,
    {
      schema: {
        tags,
        summary: 'Performance Center, measured now',
        querystring: PerformanceQuerySchema,
        response: { 200: PerformanceReportSchema },
      },
    },
    async (request) => {
      return measurePerformance(ctx, request.query);
    },
  );

  r.post(
    enterpriseApiPaths.implementRecommendation,
    {
      schema: {
        tags,
        summary: 'Mark a performance recommendation implemented',
        body: KeyBodySchema,
        response: { 200: ImplementedRecommendationSchema },
      },
    },
    async (request) => implementRecommendation(ctx, await actorOf(request), request.body.key),
  );

  r.get(
    enterpriseApiPaths.security,
    { schema: { tags, summary: 'Security Center', response: { 200: SecurityReportSchema } } },
    async () => {
      return getSecurityReport(ctx);
    },
  );

  r.post(
    enterpriseApiPaths.securityScan,
    { schema: { tags, summary: 'Run Security Scan', response: { 200: SecurityScanResultSchema } } },
    async (request) => runSecurityScan(ctx, await actorOf(request)),
  );

  r.post(
    enterpriseApiPaths.resolveThreat,
    {
      schema: {
        tags,
        summary: 'Resolve a detected threat',
        body: KeyBodySchema,
        response: { 200: ResolvedThreatSchema },
      },
    },
    async (request) => resolveThreat(ctx, await actorOf(request), request.body.key),
  );

  r.get(
    enterpriseApiPaths.auditLog,
    {
      schema: {
        tags,
        summary: 'Audit Logs: actions and refused attempts',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { entries, total } = await findAuditEntries(ctx.db, {
        status: q.status,
        action: q.action,
        user: q.user,
        limit: AUDIT_LOG_PAGE_SIZE,
        offset: (q.page - 1) * AUDIT_LOG_PAGE_SIZE,
      });
      return { entries, total, page: q.page, pageSize: AUDIT_LOG_PAGE_SIZE };
    },
  );

  r.get(
    enterpriseApiPaths.excellence,
    { schema: { tags, summary: 'Platform Excellence', response: { 200: ExcellenceReportSchema } } },
    async () => {
      return getExcellenceReport(ctx);
    },
  );
}
