import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  AdminSettingsSchema,
  AuditLogListSchema,
  SETTINGS_PATCH_SCHEMAS,
  UpdateSettingsRequestSchema,
  crossFieldIssues,
  type SettingsGroup,
} from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { findAuditLog } from '../../platform/audit-log';
import type { Guards } from '../../platform/auth/guards';
import { AppError, badRequest } from '../../platform/http/app-error';
import {
  assertOutboundUrl,
  OutboundUrlRefusedError,
  PRIVATE_ADDRESS_MESSAGE,
  type OutboundUrlPolicy,
} from '../../platform/http/outbound-url-guard';
import type { SettingsService } from '../../platform/settings/settings-service';
import { allowListLockoutIssue } from '../../platform/settings/ip-allow-list';
import { sendMaintenanceNotice } from './maintenance-notices';

const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Platform settings and the audit log, for admins only (the admin back office builds on these). */
export function registerAdminSettingsRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: SettingsService; guards: Guards; outbound: OutboundUrlPolicy },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.admin.settings,
    { schema: { tags: ['admin'], summary: 'All settings', response: { 200: AdminSettingsSchema } } },
    async () => {
      deps.settings.invalidate(); // the editor must see what is stored, with its versions
      const [settings, versions] = await Promise.all([deps.settings.get(), deps.settings.versions()]);
      return { ...settings, versions };
    },
  );

  r.put(
    apiPaths.admin.settings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Change one settings group',
        body: UpdateSettingsRequestSchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request) => {
      const admin = await deps.guards.requireUser(request);
      const actor = { userId: admin.id, ipAddress: request.ip, requestId: request.id };
      const body = request.body;
      deps.settings.invalidate(); // validate against what is stored, not a cached copy
      const current = await deps.settings.get();
      const noticeMaintenance = async () => {
        const next = await deps.settings.get();
        await sendMaintenanceNotice(deps.db, {
          wasOn: current.platform.maintenanceMode,
          isOn: next.platform.maintenanceMode,
          noticesEnabled: next.notifications.maintenanceNotices,
        });
      };
      const validateGroup = (group: SettingsGroup, values: Record<string, unknown>, prefix: string) =>
        validateSettingsGroup(group, values, { ip: request.ip, prefix, current: current[group] });
      // An admin-set URL the server will call must not point into its own network (resolved now and
      // again on every call).
      const checkUrls = async (group: SettingsGroup, values: Record<string, unknown>, prefix: string) => {
        const url = group === 'blockchain' ? values['fallbackRpcUrl'] : undefined;
        if (typeof url !== 'string' || url === '') return;
        try {
          await assertOutboundUrl(url, deps.outbound);
        } catch (err) {
          if (!(err instanceof OutboundUrlRefusedError)) throw err;
          const message = /does not resolve/.test(err.message)
            ? 'Fallback RPC host name does not resolve'
            : `Fallback RPC ${PRIVATE_ADDRESS_MESSAGE}`;
          throw badRequest(message, { [`${prefix}fallbackRpcUrl`]: message });
        }
      };
      if ('group' in body) {
        // One group (the API's original form): field names are the group's own.
        const values = validateGroup(body.group, body.values, '');
        await checkUrls(body.group, values, '');
        const saved = await deps.settings.update(body.group, values as never, actor, body.version);
        await noticeMaintenance();
        return saved;
      }
      const changes: Partial<Record<SettingsGroup, Record<string, unknown>>> = {};
      const fields: Record<string, string> = {};
      for (const [group, values] of Object.entries(body.changes) as [SettingsGroup, Record<string, unknown>][]) {
        try {
          changes[group] = validateGroup(group, values, `${group}.`);
          await checkUrls(group, changes[group], `${group}.`);
        } catch (err) {
          if (!(err instanceof AppError) || !err.fields) throw err;
          Object.assign(fields, err.fields);
        }
      }
      if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0] ?? 'Invalid settings.', fields);
      await deps.settings.updateMany(changes as never, body.versions, actor);
      await noticeMaintenance();
      const [settings, versions] = await Promise.all([deps.settings.get(), deps.settings.versions()]);
      return { ...settings, versions };
    },
  );

  r.get(
    apiPaths.admin.auditLog,
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log, newest first',
        querystring: AuditQuerySchema,
        response: { 200: AuditLogListSchema },
      },
    },
    async (request) => {
      const rows = await findAuditLog(deps.db, request.query);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}

/**
 * The group's fields (any subset, no unknown ones) by the contract's schema, the cross-field
 * rules, and the allow-list rule: IP whitelisting may not shut out the admin saving it.
 */
function validateSettingsGroup(
  group: SettingsGroup,
  values: Record<string, unknown>,
  { ip, prefix, current }: { ip: string; prefix: string; current: object },
): Record<string, unknown> {
  const parsed = SETTINGS_PATCH_SCHEMAS[group].safeParse(values);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [prefix + (String(i.path[0] ?? '') || 'values'), i.message]),
    );
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid settings.', fields);
  }
  const data = parsed.data as Record<string, unknown>;
  const merged = { ...current, ...data };
  const issues = crossFieldIssues(group, merged);
  if (group === 'security') {
    const lockout = allowListLockoutIssue(merged, ip);
    if (lockout) issues['ipAllowList'] = lockout;
  }
  const keys = Object.keys(issues);
  if (keys.length) throw badRequest(issues[keys[0]!]!, Object.fromEntries(keys.map((k) => [prefix + k, issues[k]!])));
  return data;
}
