import type { SystemStatus } from '../../../contracts/system';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';

const KEY_PREVIEW_CHARS = 20;

/**
 * The configuration and connection test of /supabase-test, reporting this product's real set-up.
 * Checks follow core spec section 5: the database location must be valid; a non-standard host or
 * localhost in production gives a warning only. Secrets are never shown, only whether they are set.
 */
export async function getSystemStatus(
  config: AppConfig,
  database: DatabaseHandle,
  version: string,
  filesSharingWarning: string | null = null,
): Promise<SystemStatus> {
  const errors: string[] = [];
  const warnings: string[] = [];
  // The page is public: drop the user name and password before taking the preview, because the
  // first 20 characters of postgres://user:password@host are mostly credentials.
  const databaseUrl = config.databaseUrl
    ? withoutCredentials(config.databaseUrl).slice(0, KEY_PREVIEW_CHARS)
    : `Embedded (${config.dataDir})`;

  if (config.databaseUrl) {
    const host = safeHost(config.databaseUrl);
    if (!host) errors.push('DATABASE_URL is not a valid postgres:// URL.');
    else if (config.env === 'production' && /^(localhost|127\.0\.0\.1|::1)$/.test(host))
      warnings.push('The database is on localhost in production.');
  } else if (config.env === 'production') {
    warnings.push('Production is running on the embedded database; set DATABASE_URL to a PostgreSQL server.');
  }
  if (config.isDefaultAuthSecret)
    warnings.push('AUTH_SECRET is the built-in development secret; set your own before going live.');
  if (config.demoMode)
    warnings.push('Demo mode is on: demo accounts and demo history (members, sign-ins, revenue) are seeded.');
  if (!config.smtpUrl)
    warnings.push('E-mail is kept in the outbox (readable at /mailbox) and not delivered; set SMTP_URL to deliver it.');
  if (filesSharingWarning) warnings.push(filesSharingWarning);
  if (config.paymentProvider === 'sandbox') warnings.push('Payments use the sandbox provider; no real money moves.');

  const started = performance.now();
  let connection: SystemStatus['connection'];
  try {
    await database.ping();
    const latencyMs = Math.round(performance.now() - started);
    connection = {
      connected: true,
      demo: config.demoMode,
      message: config.demoMode ? 'Connected (demo mode)' : 'Connected',
      details: `${database.kind === 'embedded' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server'} answered in ${latencyMs} ms.`,
      latencyMs,
    };
  } catch (err) {
    connection = {
      connected: false,
      demo: config.demoMode,
      message: 'Not Connected',
      details: err instanceof Error ? err.message : 'The database did not answer.',
      latencyMs: null,
    };
    errors.push('The database is unreachable.');
  }

  return {
    config: {
      databaseKind: database.kind,
      databaseUrl,
      authSecret: config.isDefaultAuthSecret ? 'Development default' : 'Configured',
      mailTransport: config.smtpUrl ? 'smtp' : 'outbox',
      paymentProvider: config.paymentProvider,
      realtimeFanOut: config.redisUrl ? 'redis' : 'in-process',
      storage:
        config.storage.kind === 'local'
          ? `Local disk (${config.storage.dir})`
          : `S3 bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`,
      demoMode: config.demoMode,
      environment: config.env,
      version,
    },
    errors,
    warnings,
    connection,
    checkedAt: new Date().toISOString(),
  };
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    // Not a URL at all: show only the scheme, which can hold no secret.
    return url.split(':')[0] ?? '';
  }
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
