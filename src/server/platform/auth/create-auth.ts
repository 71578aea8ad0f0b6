import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';
import type { Mailer } from '../mailer/mailer';
import { PASSWORD_RESET_EVENT, securityAlertHook, securityAlertSender } from '../mailer/security-alerts';
import { passwordResetTemplate, renderTemplate, verifyEmailTemplate } from '../mailer/templates/mail-templates';
import type { SettingsService } from '../settings/settings-service';
import { releaseAsyncContextBetweenCalls } from './async-context-release';
import { registrationRefusal } from './registration-gate';

const SESSION_EXPIRES_S = 60 * 60 * 24 * 7;
const SESSION_REFRESH_AGE_S = 60 * 60 * 24;
const RESET_TOKEN_EXPIRES_S = 60 * 60;
const VERIFY_TOKEN_EXPIRES_S = 60 * 60 * 24;
/** What authenticator apps show as the account's provider. */
export const TWO_FACTOR_ISSUER = 'VINO';

export interface CreateAuthDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  settings: SettingsService;
  /** Called once per new account (its profile is created, the e-mail lifecycle schedules its welcome sequence). */
  onUserCreated?: (created: { id: string; email: string; name: string }) => Promise<void>;
  /** Called when a user's sessions or user row change here (the guards' session cache forgets them). */
  onSessionsChanged?: (userId: string) => void;
}

/**
 * Better Auth on the product's own database: e-mail + password with verification and reset by
 * e-mail, Google when configured, optional TOTP two-factor (authenticator app + backup codes),
 * sessions in HTTP-only cookies. Rate limiting and the
 * passwordMinLength setting are enforced in front of it (auth-routes.ts), because both are
 * admin settings that change at run time. The registrationEnabled and maxUsersPerDay settings are
 * checked in front of e-mail sign-up and again on every user Better Auth creates (a first Google
 * sign-in included); a refused Google sign-up lands on the sign-in page with ?error=<code>.
 *
 * Every call into it is counted so that its AsyncLocalStorage is off between calls
 * (async-context-release.ts): on Node 20 it would otherwise tax every promise of the process.
 */
export function createAuth(deps: CreateAuthDeps) {
  return releaseAsyncContextBetweenCalls(configureBetterAuth(deps));
}

function configureBetterAuth({ db, config, mailer, settings, onUserCreated, onSessionsChanged }: CreateAuthDeps) {
  const sendSecurityAlert = securityAlertSender(mailer, config.publicUrl);
  return betterAuth({
    appName: 'VINO',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    trustedOrigins: trustedOriginsFor(config.publicUrl),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // The real minimum is the passwordMinLength setting, checked before Better Auth runs.
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_S,
      revokeSessionsOnPasswordReset: true,
      // The reset is done; an alert that cannot be stored must not turn it into an error page.
      onPasswordReset: ({ user: u }) => {
        // The reset revoked every session of the user: refused from the next request on.
        onSessionsChanged?.(u.id);
        return sendSecurityAlert(u, PASSWORD_RESET_EVENT).catch(() => undefined);
      },
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          userId: u.id,
          ...(await renderTemplate(passwordResetTemplate, { user_name: u.name, reset_url: url })),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_EXPIRES_S,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          userId: u.id,
          ...(await renderTemplate(verifyEmailTemplate, { user_name: u.name, verify_url: url })),
        });
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    session: { expiresIn: SESSION_EXPIRES_S, updateAge: SESSION_REFRESH_AGE_S },
    databaseHooks: {
      user: {
        create: {
          // Thrown, not `return false`: the OAuth callback turns an APIError into a redirect to
          // the error page carrying its code, where `false` would only say 'unable to create user'.
          before: async () => {
            const refusal = await registrationRefusal(db, settings);
            if (refusal)
              throw new APIError(refusal.status === 403 ? 'FORBIDDEN' : 'TOO_MANY_REQUESTS', {
                code: refusal.code,
                message: refusal.message,
              });
          },
          // The profile (so the account is listed and exported at once) and the welcome sequence
          // (operator spec section 9) start with the account.
          after: async (u) => {
            await onUserCreated?.({ id: u.id, email: u.email, name: u.name });
          },
        },
        // The cached sessions carry the user's name, e-mail and verification.
        update: { after: async (u) => onSessionsChanged?.(u.id) },
        delete: { after: async (u) => onSessionsChanged?.(u.id) },
      },
      session: { delete: { after: async (s) => onSessionsChanged?.(s.userId) } },
    },
    hooks: { after: securityAlertHook(sendSecurityAlert) },
    // Where OAuth failures land (Better Auth's own error page otherwise): the sign-in page.
    onAPIError: { errorURL: new URL('/auth', config.publicUrl).toString() },
    // The code is confirmed before two-factor counts as on; backup codes are stored encrypted.
    plugins: [twoFactor({ issuer: TWO_FACTOR_ISSUER })],
    // Our own limiter (auth-routes.ts) follows the maxLoginAttempts setting.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => randomUUID() },
    },
    logger: { disabled: config.env === 'test' },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** The public origin, plus its loopback twin (localhost and 127.0.0.1 are the same machine). */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.hostname === 'localhost') origins.push(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.push(url.origin.replace('127.0.0.1', 'localhost'));
  return origins;
}
