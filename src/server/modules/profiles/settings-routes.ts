import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { SaveSettingsRequestSchema, UserSettingsSchema } from '../../../contracts/user-settings';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { getOrCreateProfile } from './get-or-create-profile';
import { resetMySettings } from './reset-my-settings';
import { saveMySettings } from './save-my-settings';
import { toUserSettings } from './settings-mapper';

export interface SettingsRoutesDeps {
  db: Database;
  guards: Guards;
  demoMode: boolean;
  /** Whether the user has two-factor sign-in on (the auth server owns that state). */
  twoFactorEnabled: (userId: string) => Promise<boolean>;
}

/** The user settings panel (investor spec section 2): GET, PUT (Save Changes) and DELETE (Reset to defaults). */
export function registerSettingsRoutes(app: FastifyInstance, deps: SettingsRoutesDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: { ip: string; id: string }) => ({ ipAddress: request.ip, requestId: request.id });

  r.get(
    apiPaths.mySettings,
    { schema: { tags: ['account'], summary: 'My settings panel', response: { 200: UserSettingsSchema } } },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      const row = await getOrCreateProfile(deps.db, user, { demoMode: deps.demoMode });
      return toUserSettings(row, { twoFactorEnabled: await deps.twoFactorEnabled(user.id) });
    },
  );

  r.put(
    apiPaths.mySettings,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['account'],
        summary: 'Save my settings',
        body: SaveSettingsRequestSchema,
        response: { 200: UserSettingsSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await getOrCreateProfile(deps.db, user, { demoMode: deps.demoMode });
      const row = await saveMySettings(deps.db, user.id, request.body, meta(request));
      return toUserSettings(row, { twoFactorEnabled: await deps.twoFactorEnabled(user.id) });
    },
  );

  r.delete(
    apiPaths.mySettings,
    {
      schema: {
        tags: ['account'],
        summary: 'Reset my settings to the defaults',
        response: { 200: UserSettingsSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await getOrCreateProfile(deps.db, user, { demoMode: deps.demoMode });
      const row = await resetMySettings(deps.db, user.id, meta(request));
      return toUserSettings(row, { twoFactorEnabled: await deps.twoFactorEnabled(user.id) });
    },
  );
}
