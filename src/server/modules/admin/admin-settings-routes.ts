import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  AuditLogListSchema,
  SETTINGS_GROUPS,
  SettingsSchema,
  UpdateSettingsRequestSchema,
} from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { findAuditLog } from '../../platform/audit-log';
import type { Guards } from '../../platform/auth/guards';
import { badRequest } from '../../platform/http/app-error';
import type { SettingsService } from '../../platform/settings/settings-service';

const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Platform settings and the audit log, for admins only (the admin back office builds on these). */
export function registerAdminSettingsRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: SettingsService; guards: Guards },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.admin.settings,
    { schema: { tags: ['admin'], summary: 'All settings', response: { 200: SettingsSchema } } },
    async (request) => {
      await deps.guards.requireRole(request, 'admin');
      return deps.settings.get();
    },
  );

  r.put(
    apiPaths.admin.settings,
    {
      onRequest: deps.guards.onlyRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Change one settings group',
        body: UpdateSettingsRequestSchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request) => {
      const admin = await deps.guards.requireRole(request, 'admin');
      const { group, values } = request.body;
      const parsed = SETTINGS_GROUPS[group].partial().strict().safeParse(values);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'values', i.message]));
        throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid settings.', fields);
      }
      return deps.settings.update(group, parsed.data as never, {
        userId: admin.id,
        ipAddress: request.ip,
        requestId: request.id,
      });
    },
  );

  r.get(
    apiPaths.admin.auditLog,
    {
      onRequest: deps.guards.onlyRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Audit log, newest first',
        querystring: AuditQuerySchema,
        response: { 200: AuditLogListSchema },
      },
    },
    async (request) => {
      await deps.guards.requireRole(request, 'admin');
      const rows = await findAuditLog(deps.db, request.query);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}
