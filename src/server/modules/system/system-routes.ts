import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { apiPaths } from '../../../contracts/api-paths';
import { MailboxListSchema, PublicConfigSchema, SystemStatusSchema } from '../../../contracts/system';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/platform';
import { DEMO_ACCOUNTS } from '../../platform/auth/demo-accounts';
import type { Guards } from '../../platform/auth/guards';
import type { SettingsService } from '../../platform/settings/settings-service';
import { getSystemStatus } from './get-system-status';

const MAILBOX_SIZE = 50;

export interface SystemRoutesDeps {
  config: AppConfig;
  database: DatabaseHandle;
  settings: SettingsService;
  guards: Guards;
  version: string;
  /** The warning of an instance whose local-disk files other instances cannot read, or null. */
  filesSharingWarning: () => Promise<string | null>;
}

export function registerSystemRoutes(app: FastifyInstance, deps: SystemRoutesDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.publicConfig,
    {
      schema: {
        tags: ['system'],
        summary: 'Public configuration for the browser',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => {
      const settings = await deps.settings.get();
      return {
        demoMode: deps.config.demoMode,
        googleEnabled: deps.config.google !== undefined,
        registrationEnabled: settings.platform.registrationEnabled,
        maintenanceMode: settings.platform.maintenanceMode,
        passwordMinLength: settings.security.passwordMinLength,
        demoAccounts: deps.config.demoMode
          ? DEMO_ACCOUNTS.map(({ label, email, password }) => ({ label, email, password }))
          : [],
        githubUrl: deps.config.githubUrl,
        vinoTokenAddresses: deps.config.vinoTokenAddresses,
      };
    },
  );

  r.get(
    apiPaths.systemStatus,
    {
      schema: { tags: ['system'], summary: 'Configuration and connection test', response: { 200: SystemStatusSchema } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return getSystemStatus(deps.config, deps.database, deps.version, await deps.filesSharingWarning());
    },
  );

  // The outbox is a development mail catcher in demo mode; otherwise admins only.
  r.get(
    apiPaths.mailbox,
    { schema: { tags: ['system'], summary: 'Sent e-mail (outbox)', response: { 200: MailboxListSchema } } },
    async (request, reply) => {
      if (!deps.config.demoMode) await deps.guards.requireRole(request, 'admin');
      reply.header('cache-control', 'no-store');
      const rows = await deps.database.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(MAILBOX_SIZE);
      return {
        items: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
