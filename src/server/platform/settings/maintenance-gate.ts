import type { FastifyRequest } from 'fastify';
import { MARKET_MESSAGES } from '../../../contracts/market';
import { PAYMENT_MESSAGES } from '../../../contracts/payments';
import { SETTINGS_ERROR_CODES, SETTINGS_MESSAGES } from '../../../contracts/settings';
import { STAKING_MESSAGES } from '../../../contracts/staking';
import { AppError } from '../http/app-error';

export const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that stay open during maintenance: signing in and out (an admin must be able to sign in to
 * end it), the second-factor step of sign-in, payment providers' webhooks (money already moved) and
 * the browser's telemetry.
 */
const OPEN_WRITES: RegExp[] = [
  /^\/api\/auth\/sign-in\//,
  /^\/api\/auth\/sign-out$/,
  /^\/api\/auth\/two-factor\/verify-(totp|backup-code)$/,
  /^\/api\/[^/]+\/webhook$/,
  /^\/api\/v1\/telemetry\//,
];

/** The maintenance message that names what is paused, where the area has its own. */
function messageFor(path: string): string {
  if (path.startsWith('/api/v1/orders')) return MARKET_MESSAGES.maintenance;
  if (path.startsWith('/api/v1/me/stakes')) return STAKING_MESSAGES.maintenance;
  if (path.startsWith('/api/v1/payments') || /^\/api\/(sandbox|stripe)\//.test(path))
    return PAYMENT_MESSAGES.maintenance;
  return SETTINGS_MESSAGES.maintenance;
}

/** Whether maintenance mode refuses this request (before knowing who sends it). */
export function isMaintenanceGated(method: string, path: string): boolean {
  if (READ_METHODS.has(method) || !path.startsWith('/api/')) return false;
  return !OPEN_WRITES.some((pattern) => pattern.test(path));
}

/**
 * maintenanceMode: every write by anyone but an admin answers 503 with a maintenance message;
 * admins keep working. `path` is the matched route's (route-path.ts). Reads the cached settings; looks up the caller only while maintenance is on.
 */
export async function assertNotInMaintenance(
  request: FastifyRequest,
  path: string,
  deps: { isMaintenance: () => Promise<boolean>; isAdmin: (request: FastifyRequest) => Promise<boolean> },
): Promise<void> {
  if (!isMaintenanceGated(request.method, path)) return;
  if (!(await deps.isMaintenance())) return;
  if (await deps.isAdmin(request)) return;
  throw new AppError(503, SETTINGS_ERROR_CODES.maintenance, messageFor(path));
}
