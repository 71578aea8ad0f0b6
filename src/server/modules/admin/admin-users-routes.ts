import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminInvestorsSchema,
  AdminUserDetailSchema,
  AdminUsersFilterSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  UpdateAdminUserRequestSchema,
} from '../../../contracts/admin-users';
import { apiPaths } from '../../../contracts/api-paths';
import type { Database } from '../../db/client';
import { auditDisclosure } from '../../platform/audit-log';
import type { Guards } from '../../platform/auth/guards';
import { exportAdminUsersCsv } from './export-admin-users-csv';
import { getAdminInvestors } from './get-admin-investors';
import { getAdminUser } from './get-admin-user';
import { findAdminUsers } from './find-admin-users';
import { updateAdminUser } from './update-admin-user';

const tags = ['admin'];
const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Admin user management: All Users, detail, Save Changes, Investors, Reports CSV. Admins only. */
export function registerAdminUsersRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.admin.users,
    {
      schema: {
        tags,
        summary: 'All Users: search by name or e-mail (prefix), filter by KYC status and role, sort, pages',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema },
      },
    },
    async (request) => {
      return findAdminUsers(deps.db, request.query);
    },
  );

  r.get(
    apiPaths.admin.usersCsv,
    {
      schema: {
        tags,
        summary: 'The user list with the current filters as CSV (streamed)',
        querystring: AdminUsersFilterSchema,
      },
    },
    async (request, reply) => {
      const admin = await deps.guards.requireUser(request);
      await auditDisclosure(deps.db, request, admin.id, {
        action: 'export.users_csv',
        entityType: 'export',
        data: { filters: request.query },
      });
      const { filename, stream } = exportAdminUsersCsv(deps.db, request.query, new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    },
  );

  r.get(
    apiPaths.admin.investors,
    {
      schema: {
        tags,
        summary: 'Investors: top 5 by total investment and high-value investors (above 50 000)',
        response: { 200: AdminInvestorsSchema },
      },
    },
    async () => {
      return getAdminInvestors(deps.db);
    },
  );

  r.get(
    apiPaths.admin.user,
    {
      schema: {
        tags,
        summary: 'One user: profile, balances, orders, payments, sessions, audit trail',
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema },
      },
    },
    async (request) => {
      return getAdminUser(deps.db, request.params.id, new Date());
    },
  );

  r.patch(
    apiPaths.admin.user,
    {
      schema: {
        tags,
        summary: 'Save Changes: role, KYC status, investor status (audited; last admin and own role kept)',
        params: IdParamsSchema,
        body: UpdateAdminUserRequestSchema,
        response: { 200: AdminUserDetailSchema },
      },
    },
    async (request) => {
      const admin = await deps.guards.requireUser(request);
      return updateAdminUser(deps.db, {
        actorUserId: admin.id,
        targetUserId: request.params.id,
        changes: request.body,
        ipAddress: request.ip,
        requestId: request.id,
        now: new Date(),
      });
    },
  );
}
