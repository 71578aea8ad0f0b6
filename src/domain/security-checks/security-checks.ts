/**
 * Security Overview's six check cards and Run Security Scan (operator spec section 2, Security
 * Center; section 3 security check; section 4 statuses): pure verdicts over facts the server
 * measures about its own configuration. The score is the share of checks passed (a warning counts
 * half); the overall status is critical with any failed check or open high/critical threat,
 * warning with any warning or open threat, secure otherwise.
 */

export type CheckStatus = 'success' | 'warning' | 'failure';
export type SecurityCheckId =
  | 'production_secret'
  | 'https_public_url'
  | 'security_headers'
  | 'admin_two_factor'
  | 'dependency_audit'
  | 'rate_limits';

export interface SecurityCheck {
  id: SecurityCheckId;
  name: string;
  status: CheckStatus;
  /** The measured value, as shown on the card. */
  value: string;
  /** What the check looks at (the card's "how is this checked" line). */
  description: string;
}

export interface SecurityFacts {
  isDefaultAuthSecret: boolean;
  publicUrl: string;
  /** Response headers of a request the server made to itself, lower-case names. */
  responseHeaders: Record<string, string | undefined>;
  admins: { total: number; withTwoFactor: number };
  /** The recorded `npm audit --json` result, or null when none is recorded. */
  dependencyAudit: { recordedAt: Date; high: number; critical: number } | null;
  now: Date;
  rateLimits: { apiPerMinute: number; signInMaxAttempts: number };
}

/** Headers a response must carry for the headers check to pass. */
export const REQUIRED_SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
] as const;

/** A dependency audit older than this counts as a warning. */
export const DEPENDENCY_AUDIT_MAX_AGE_DAYS = 30;
/** Above this many API requests per minute and address the limit no longer protects much. */
export const RATE_LIMIT_CEILING_PER_MINUTE = 1000;
/** More sign-in attempts than this before the throttle is a warning. */
export const SIGN_IN_ATTEMPTS_CEILING = 10;

const DAY_MS = 86_400_000;

export function runSecurityChecks(facts: SecurityFacts): SecurityCheck[] {
  return [
    productionSecret(facts),
    httpsPublicUrl(facts),
    securityHeaders(facts),
    adminTwoFactor(facts),
    dependencyAudit(facts),
    rateLimits(facts),
  ];
}

function productionSecret(facts: SecurityFacts): SecurityCheck {
  return {
    id: 'production_secret',
    name: 'Production Secret',
    status: facts.isDefaultAuthSecret ? 'failure' : 'success',
    value: facts.isDefaultAuthSecret ? 'Default secret in use' : 'Own secret set',
    description: 'AUTH_SECRET, which signs sessions and links, is set and is not the built-in development value.',
  };
}

function httpsPublicUrl(facts: SecurityFacts): SecurityCheck {
  const https = facts.publicUrl.startsWith('https://');
  return {
    id: 'https_public_url',
    name: 'HTTPS Public URL',
    status: https ? 'success' : 'failure',
    value: https ? 'HTTPS' : 'Plain HTTP',
    description: 'PUBLIC_URL is served over HTTPS, which also turns on HSTS and secure cookies.',
  };
}

function securityHeaders(facts: SecurityFacts): SecurityCheck {
  const missing = REQUIRED_SECURITY_HEADERS.filter((name) => !facts.responseHeaders[name]);
  return {
    id: 'security_headers',
    name: 'Security Headers',
    status: missing.length === 0 ? 'success' : 'failure',
    value:
      missing.length === 0
        ? `${REQUIRED_SECURITY_HEADERS.length}/${REQUIRED_SECURITY_HEADERS.length} present`
        : `Missing: ${missing.join(', ')}`,
    description: `A request the server makes to itself carries ${REQUIRED_SECURITY_HEADERS.join(', ')}.`,
  };
}

function adminTwoFactor(facts: SecurityFacts): SecurityCheck {
  const { total, withTwoFactor } = facts.admins;
  return {
    id: 'admin_two_factor',
    name: 'Admin Two-Factor',
    status: total > 0 && withTwoFactor === total ? 'success' : withTwoFactor > 0 ? 'warning' : 'failure',
    value: `${withTwoFactor}/${total} admins`,
    description: 'Every account with the admin role has an authenticator app (two-factor) turned on.',
  };
}

function dependencyAudit(facts: SecurityFacts): SecurityCheck {
  const audit = facts.dependencyAudit;
  const base = {
    id: 'dependency_audit' as const,
    name: 'Dependency Audit',
    description: `An npm audit result is recorded (data/dependency-audit.json), under ${DEPENDENCY_AUDIT_MAX_AGE_DAYS} days old, with no high or critical advisories.`,
  };
  if (!audit) return { ...base, status: 'failure', value: 'No audit recorded' };
  const ageDays = Math.floor((facts.now.getTime() - audit.recordedAt.getTime()) / DAY_MS);
  if (audit.high + audit.critical > 0)
    return { ...base, status: 'failure', value: `${audit.critical} critical, ${audit.high} high` };
  if (ageDays > DEPENDENCY_AUDIT_MAX_AGE_DAYS)
    return { ...base, status: 'warning', value: `Clean, ${ageDays} days old` };
  return { ...base, status: 'success', value: `Clean, ${ageDays} day${ageDays === 1 ? '' : 's'} old` };
}

function rateLimits(facts: SecurityFacts): SecurityCheck {
  const { apiPerMinute, signInMaxAttempts } = facts.rateLimits;
  const ok = apiPerMinute <= RATE_LIMIT_CEILING_PER_MINUTE && signInMaxAttempts <= SIGN_IN_ATTEMPTS_CEILING;
  return {
    id: 'rate_limits',
    name: 'Rate Limiting',
    status: ok ? 'success' : 'warning',
    value: `${apiPerMinute}/min API, ${signInMaxAttempts} sign-in attempts`,
    description: `API requests are limited per address (at most ${RATE_LIMIT_CEILING_PER_MINUTE} a minute) and sign-ins throttled after at most ${SIGN_IN_ATTEMPTS_CEILING} failures.`,
  };
}

export type SecurityStatus = 'secure' | 'warning' | 'critical';

export function securityScore(checks: readonly { status: CheckStatus }[]): number {
  if (checks.length === 0) return 0;
  const points = checks.reduce((sum, c) => sum + (c.status === 'success' ? 1 : c.status === 'warning' ? 0.5 : 0), 0);
  return Math.round((points / checks.length) * 100);
}

export function overallSecurityStatus(
  checks: readonly { status: CheckStatus }[],
  openThreats: readonly { severity: string }[],
): SecurityStatus {
  if (
    checks.some((c) => c.status === 'failure') ||
    openThreats.some((t) => t.severity === 'critical' || t.severity === 'high')
  )
    return 'critical';
  if (checks.some((c) => c.status === 'warning') || openThreats.length > 0) return 'warning';
  return 'secure';
}
