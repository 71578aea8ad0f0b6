import type { FastifyInstance } from 'fastify';
import type { Guards } from './guards';

/**
 * Registers a module's admin routes in one Fastify scope that decides, once, what every admin route
 * needs: only admins get through (checked onRequest, before validation, so a visitor learns nothing
 * from a 400) and no answer is stored by a browser or a proxy (cache-control: no-store, unless a
 * route sets its own). The routes inside take the admin with guards.requireUser (cached per request).
 */
export async function registerAdminScope(
  app: FastifyInstance,
  guards: Guards,
  registerRoutes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', guards.onlyRole('admin'));
    scope.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    await registerRoutes(scope);
  });
}
