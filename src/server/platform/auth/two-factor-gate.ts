import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import {
  TwoFactorPasswordRequestSchema,
  VerifyBackupCodeRequestSchema,
  VerifyTotpRequestSchema,
  twoFactorPaths,
} from '../../../contracts/two-factor';
import type { z } from '../../../contracts/zod';
import type { Database } from '../../db/client';
import { user as userTable, userActivities } from '../../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { writeAuditLog } from '../audit-log';
import type { Auth } from './create-auth';

const GENERATE_BACKUP_CODES_PATH = '/api/auth/two-factor/generate-backup-codes';

/** The plugin's bodies, validated before Better Auth sees them (the product's messages, not its). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  [twoFactorPaths.enable]: TwoFactorPasswordRequestSchema,
  [twoFactorPaths.disable]: TwoFactorPasswordRequestSchema,
  [GENERATE_BACKUP_CODES_PATH]: TwoFactorPasswordRequestSchema,
  [twoFactorPaths.verifyTotp]: VerifyTotpRequestSchema,
  [twoFactorPaths.verifyBackupCode]: VerifyBackupCodeRequestSchema,
};

const CODE_PATHS = new Set<string>([twoFactorPaths.verifyTotp, twoFactorPaths.verifyBackupCode]);
const PASSWORD_PATHS = new Set<string>([twoFactorPaths.enable, twoFactorPaths.disable, GENERATE_BACKUP_CODES_PATH]);

export function isTwoFactorPath(path: string): boolean {
  return path.startsWith('/api/auth/two-factor/');
}

/** Everyone signs in to the shared demo accounts; a second factor on one would lock the others out. */
export function isDemoAccountSetup(call: TwoFactorCall, demoMode: boolean): boolean {
  return (
    demoMode &&
    call.path === twoFactorPaths.enable &&
    DEMO_ACCOUNTS.some((account) => account.email === call.email?.toLowerCase())
  );
}

/** The validated body for a two-factor path (codes with their spaces removed), or the issues. */
export function parseTwoFactorBody(
  path: string,
  body: unknown,
): { ok: true; body: unknown } | { ok: false; issues: { path: PropertyKey[]; message: string }[] } {
  const schema = BODY_SCHEMAS[path];
  if (!schema) return { ok: true, body };
  const parsed = schema.safeParse(body ?? {});
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, issues: parsed.error.issues };
}

/** The signed-in user whose password this call checks (turning two-factor on or off), else null. */
export function passwordCheckUserOf(call: TwoFactorCall): string | null {
  return call.userId && PASSWORD_PATHS.has(call.path) ? call.userId : null;
}

/** A wrong code (401) or a wrong password (400 INVALID_PASSWORD): what the limiter counts. */
export async function isWrongSecret(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 400) return false;
  const json = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return json?.code === 'INVALID_PASSWORD';
}

/** What the wrapper needs to know about a two-factor request before Better Auth handles it. */
export interface TwoFactorCall {
  path: string;
  /** The signed-in user, or null during sign-in's code step (no session exists before the code). */
  userId: string | null;
  email: string | null;
  wasEnabled: boolean;
  /** Sign-in's code step, rate-limited like sign-in itself. */
  isSignInCodeStep: boolean;
}

export async function describeTwoFactorCall(auth: Auth, request: FastifyRequest, path: string): Promise<TwoFactorCall> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return {
    path,
    userId: found?.user.id ?? null,
    email: found?.user.email ?? null,
    wasEnabled: Boolean(found?.user.twoFactorEnabled),
    isSignInCodeStep: !found && CODE_PATHS.has(path),
  };
}

/**
 * After a successful two-factor call: the audit entry for turning it on or off (or new backup
 * codes), or the sign-in activity when the code step created the session.
 */
export async function recordTwoFactorSuccess(
  db: Database,
  request: FastifyRequest,
  call: TwoFactorCall,
  response: Response,
): Promise<void> {
  const meta = { ipAddress: request.ip, requestId: request.id };
  if (call.isSignInCodeStep) {
    const json = (await response
      .clone()
      .json()
      .catch(() => null)) as { user?: { id?: string } } | null;
    if (!json?.user?.id) return;
    await db.insert(userActivities).values({
      userId: json.user.id,
      activityType: 'sign_in',
      activityData: { ip: request.ip, user_agent: request.headers['user-agent'] ?? '', second_factor: true },
    });
    return;
  }
  const userId = call.userId;
  if (!userId) return;
  const action = await auditActionFor(db, call, userId);
  if (action) await writeAuditLog(db, { actorUserId: userId, action, entityType: 'user', entityId: userId, ...meta });
}

async function auditActionFor(db: Database, call: TwoFactorCall, userId: string): Promise<string | null> {
  if (call.path === twoFactorPaths.disable) return 'two_factor.disable';
  if (call.path === GENERATE_BACKUP_CODES_PATH) return 'two_factor.backup_codes_regenerate';
  if (call.path !== twoFactorPaths.verifyTotp || call.wasEnabled) return null;
  // The first confirmed code is what turns two-factor on.
  const [row] = await db
    .select({ enabled: userTable.twoFactorEnabled })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return row?.enabled ? 'two_factor.enable' : null;
}
