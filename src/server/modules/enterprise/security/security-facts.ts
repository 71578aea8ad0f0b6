import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '../../../../contracts/api-paths';
import type { SecurityFacts } from '../../../../domain/security-checks/security-checks';
import { readAdminTwoFactorCounts } from '../../reporting/reporting-module';
import type { EnterpriseContext } from '../enterprise-context';

/** Where `npm audit --json > data/dependency-audit.json` records the dependency audit. */
export const DEPENDENCY_AUDIT_FILE = 'dependency-audit.json';

/** The recorded npm audit: its advisory counts and when it was written; null when absent or unreadable. */
async function readDependencyAudit(dataDir: string): Promise<SecurityFacts['dependencyAudit']> {
  const file = path.join(dataDir, DEPENDENCY_AUDIT_FILE);
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const json = JSON.parse(text) as { metadata?: { vulnerabilities?: { high?: number; critical?: number } } };
    const v = json.metadata?.vulnerabilities;
    if (!v) return null;
    return { recordedAt: info.mtime, high: v.high ?? 0, critical: v.critical ?? 0 };
  } catch {
    return null;
  }
}

/** Measures the facts the six checks judge: configuration, a real response's headers, admins, audit, limits. */
export async function gatherSecurityFacts(ctx: EnterpriseContext, now: Date): Promise<SecurityFacts> {
  const [response, admins, dependencyAudit, settings] = await Promise.all([
    ctx.app.inject({ method: 'GET', url: apiPaths.health }),
    readAdminTwoFactorCounts(ctx.db),
    readDependencyAudit(ctx.config.dataDir),
    ctx.settings.get(),
  ]);
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v === undefined ? undefined : String(v)]),
  );
  return {
    isDefaultAuthSecret: ctx.config.isDefaultAuthSecret,
    publicUrl: ctx.config.publicUrl,
    responseHeaders: headers,
    admins,
    dependencyAudit,
    now,
    rateLimits: { apiPerMinute: ctx.config.rateLimitPerMinute, signInMaxAttempts: settings.security.maxLoginAttempts },
  };
}
