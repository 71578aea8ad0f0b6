import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  buildResetPasswordRequestSchema,
  buildSignUpRequestSchema,
  mapAuthError,
} from '../../../contracts/auth';
import type { ErrorResponse } from '../../../contracts/errors';
import { TWO_FACTOR_MESSAGES, mapTwoFactorError } from '../../../contracts/two-factor';
import type { Database } from '../../db/client';
import { user as userTable, userActivities } from '../../db/schema';
import type { SettingsService } from '../settings/settings-service';
import type { Auth } from './create-auth';
import type { LoginThrottle } from './login-throttle';
import type { SessionCache } from './session-cache';
import { registrationRefusal } from './registration-gate';
import {
  describeTwoFactorCall,
  isDemoAccountSetup,
  isTwoFactorPath,
  isWrongSecret,
  parseTwoFactorBody,
  passwordCheckUserOf,
  recordTwoFactorSuccess,
} from './two-factor-gate';

export interface AuthRoutesDeps {
  auth: Auth;
  db: Database;
  settings: SettingsService;
  throttle: LoginThrottle;
  demoMode: boolean;
  /** Any POST of a signed-in user (sign-out, revocations, password or profile changes) forgets their sessions. */
  sessionCache: SessionCache;
}

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';
const RESET_PATH = '/api/auth/reset-password';
/** Answers every session's token to scripts; the settings panel lists sessions through /api/v1/me/sessions. */
const LIST_SESSIONS_PATH = '/api/auth/list-sessions';

/**
 * Mounts Better Auth under /api/auth/*. In front of it: the settings that change at run time
 * (registration switch, password length, sign-in attempts, also for sign-in's two-factor code
 * step) and the spec's user-facing messages; behind it: Better Auth's errors converted to the
 * product's one error shape, and the audit entries of two-factor changes.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      const settings = await deps.settings.get();
      const minLength = settings.security.passwordMinLength;
      let body = (request.body ?? {}) as Record<string, unknown>;

      if (path === LIST_SESSIONS_PATH) return sendError(reply, request, 404, 'NOT_FOUND', 'Not found.');

      if (request.method === 'POST' && path === SIGN_UP_PATH) {
        // The switch answers before validation, as it always has; the daily limit after the
        // duplicate check. Better Auth's user-creation hook asks the same gate again (create-auth.ts).
        if (!settings.platform.registrationEnabled)
          return sendError(reply, request, 403, 'SIGNUP_DISABLED', AUTH_MESSAGES.signupDisabled);
        const parsed = buildSignUpRequestSchema(minLength).safeParse(body);
        if (!parsed.success) return sendValidation(reply, request, parsed.error.issues);
        // Better Auth answers a duplicate sign-up with a generic success when verification is on;
        // the spec tells the person to sign in instead, so we check first.
        const existing = await deps.db
          .select({ id: userTable.id })
          .from(userTable)
          .where(eq(userTable.email, parsed.data.email.toLowerCase()))
          .limit(1);
        if (existing.length)
          return sendError(reply, request, 422, 'USER_ALREADY_REGISTERED', AUTH_MESSAGES.alreadyRegistered);
        const refusal = await registrationRefusal(deps.db, deps.settings);
        if (refusal) return sendError(reply, request, refusal.status, refusal.code, refusal.message);
      }

      if (request.method === 'POST' && path === RESET_PATH) {
        const parsed = buildResetPasswordRequestSchema(minLength).safeParse(body);
        if (!parsed.success) return sendValidation(reply, request, parsed.error.issues);
      }

      const twoFactorCall =
        request.method === 'POST' && isTwoFactorPath(path)
          ? await describeTwoFactorCall(deps.auth, request, path)
          : null;
      if (twoFactorCall) {
        if (isDemoAccountSetup(twoFactorCall, deps.demoMode))
          return sendError(reply, request, 403, 'DEMO_ACCOUNT', TWO_FACTOR_MESSAGES.demoAccount);
        const parsed = parseTwoFactorBody(path, body);
        if (!parsed.ok) return sendValidation(reply, request, parsed.issues);
        body = parsed.body as Record<string, unknown>;
      }

      const isSignIn = request.method === 'POST' && path === SIGN_IN_PATH;
      const isCodeStep = twoFactorCall?.isSignInCodeStep ?? false;
      const passwordCheckUser = twoFactorCall ? passwordCheckUserOf(twoFactorCall) : null;
      // The code step has no e-mail in its body: counted per address. The password asked to turn
      // two-factor on or off is counted per address and account, so a stolen session cannot guess it.
      const throttleKey = isCodeStep
        ? `${request.ip}|two-factor`
        : passwordCheckUser
          ? `${request.ip}|password-check|${passwordCheckUser}`
          : `${request.ip}|${String(body['email'] ?? '')
              .trim()
              .toLowerCase()}`;
      const isLimited = isSignIn || isCodeStep || passwordCheckUser !== null;
      if (isLimited && (await deps.throttle.isBlocked(throttleKey, settings.security.maxLoginAttempts))) {
        request.log.warn({ ip: request.ip, path }, 'auth attempt throttled');
        // A refused attempt: the Security Center's Audit Logs and threat rules read it.
        if (isSignIn) await recordRefusedSignIn(deps.db, request, 'sign_in_blocked', body['email']);
        const message = passwordCheckUser ? TWO_FACTOR_MESSAGES.tooManyPasswordAttempts : AUTH_MESSAGES.tooManyAttempts;
        return sendError(reply, request, 429, 'TOO_MANY_ATTEMPTS', message);
      }

      const signedIn = request.method === 'POST' ? await deps.sessionCache.read(request.headers) : null;
      const response = await deps.auth.handler(toWebRequest(request, body));
      if (signedIn) deps.sessionCache.forgetUser(signedIn.user.id);

      if (isCodeStep || passwordCheckUser) {
        if (await isWrongSecret(response)) await deps.throttle.recordFailure(throttleKey);
        if (response.ok) await deps.throttle.reset(throttleKey);
      }
      if (twoFactorCall && response.ok) await recordTwoFactorSuccess(deps.db, request, twoFactorCall, response);

      if (isSignIn) {
        if (response.status === 401) {
          await deps.throttle.recordFailure(throttleKey);
          await recordRefusedSignIn(deps.db, request, 'sign_in_failed', body['email']);
        }
        if (response.ok) {
          await deps.throttle.reset(throttleKey);
          const json = (await response
            .clone()
            .json()
            .catch(() => null)) as { user?: { id?: string } } | null;
          if (json?.user?.id) {
            await deps.db.insert(userActivities).values({
              userId: json.user.id,
              activityType: 'sign_in',
              activityData: { ip: request.ip, user_agent: request.headers['user-agent'] ?? '' },
            });
          }
        }
      }
      return forward(reply, request, response, minLength);
    },
  });
}

/** A failed or throttled sign-in, with the address and the e-mail it named (never the password). */
async function recordRefusedSignIn(
  db: Database,
  request: FastifyRequest,
  type: 'sign_in_failed' | 'sign_in_blocked',
  email: unknown,
): Promise<void> {
  await db.insert(userActivities).values({
    userId: null,
    activityType: type,
    activityData: {
      ip: request.ip,
      email: String(email ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 320),
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    },
  });
}

/** `body` is the request's body after our validation (two-factor codes arrive normalised). */
function toWebRequest(request: FastifyRequest, body: unknown): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  // Better Auth reads the client address (stored on the session) from this header; Fastify's
  // request.ip already applied the trustProxy setting, so a client cannot choose its own.
  headers.set('x-forwarded-for', request.ip);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
}

async function forward(reply: FastifyReply, request: FastifyRequest, response: Response, minLength: number) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  const text = response.body ? await response.text() : '';
  if (response.status >= 400 && text) {
    const parsed = safeJson(text) as { code?: string; message?: string } | null;
    const mapped = mapTwoFactorError(parsed?.code) ?? mapAuthError(parsed?.code, parsed?.message, minLength);
    return sendError(reply, request, response.status, mapped.code, mapped.message);
  }
  // The session token travels only in the HTTP-only cookie; scripts never see it.
  const json = safeJson(text);
  if (json && typeof json === 'object' && 'token' in json) {
    const { token: _token, ...rest } = json as Record<string, unknown>;
    return reply.send(rest);
  }
  return reply.send(text || null);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ErrorResponse = { error: { code, message, ...(fields ? { fields } : {}), requestId: request.id } };
  return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

function sendValidation(
  reply: FastifyReply,
  request: FastifyRequest,
  issues: { path: PropertyKey[]; message: string }[],
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return sendError(reply, request, 400, 'VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request.', fields);
}
