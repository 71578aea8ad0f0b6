import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  ALERT_MESSAGES,
  AdminOverviewSchema,
  SystemAlertDetailsSchema,
  SystemAlertListQuerySchema,
  SystemAlertListSchema,
  SystemAlertParamsSchema,
  SystemAlertSchema,
} from '../../../contracts/admin-overview';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { notFound } from '../../platform/http/app-error';
import { getAdminOverview } from './get-admin-overview';
import { resolveSystemAlert } from './resolve-system-alert';
import { toSystemAlert, toSystemAlertDetails } from './system-alert-mapper';
import { findAlertById, findAlerts } from './system-alerts-repository';

/** The admin overview and the system alerts (admins only; access decided before validation). */
export function registerAdminOverviewRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.admin.overview,
    {
      schema: { tags: ['admin'], summary: 'Admin overview dashboard', response: { 200: AdminOverviewSchema } },
    },
    async () => getAdminOverview(deps.db),
  );

  r.get(
    apiPaths.admin.alerts,
    {
      schema: {
        tags: ['admin'],
        summary: 'System alerts, newest first',
        querystring: SystemAlertListQuerySchema,
        response: { 200: SystemAlertListSchema },
      },
    },
    async (request) => ({ items: (await findAlerts(deps.db, request.query)).map(toSystemAlert) }),
  );

  r.get(
    apiPaths.admin.alert,
    {
      schema: {
        tags: ['admin'],
        summary: 'One system alert with what raised it and links',
        params: SystemAlertParamsSchema,
        response: { 200: SystemAlertDetailsSchema },
      },
    },
    async (request) => {
      const row = await findAlertById(deps.db, request.params.id);
      if (!row) throw notFound(ALERT_MESSAGES.notFound);
      return toSystemAlertDetails(row);
    },
  );

  r.post(
    apiPaths.admin.resolveAlert,
    {
      schema: {
        tags: ['admin'],
        summary: 'Resolve a system alert (audited)',
        params: SystemAlertParamsSchema,
        response: { 200: SystemAlertSchema },
      },
    },
    async (request) => {
      const admin = await deps.guards.requireUser(request);
      return resolveSystemAlert(deps.db, request.params.id, {
        userId: admin.id,
        ipAddress: request.ip,
        requestId: request.id,
      });
    },
  );
}
