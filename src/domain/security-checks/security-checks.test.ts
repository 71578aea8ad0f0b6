import { describe, expect, it } from 'vitest';
import {
  overallSecurityStatus,
  REQUIRED_SECURITY_HEADERS,
  runSecurityChecks,
  securityScore,
  type SecurityFacts,
} from './security-checks';

const now = new Date('2026-03-01T00:00:00Z');
const safe: SecurityFacts = {
  isDefaultAuthSecret: false,
  publicUrl: 'https://vino.example',
  responseHeaders: Object.fromEntries(REQUIRED_SECURITY_HEADERS.map((h) => [h, 'x'])),
  admins: { total: 2, withTwoFactor: 2 },
  dependencyAudit: { recordedAt: new Date('2026-02-20T00:00:00Z'), high: 0, critical: 0 },
  now,
  rateLimits: { apiPerMinute: 600, signInMaxAttempts: 5 },
};
const statusOf = (facts: SecurityFacts) => Object.fromEntries(runSecurityChecks(facts).map((c) => [c.id, c.status]));

describe('runSecurityChecks', () => {
  it('passes all six checks on a safe configuration, score 100, secure', () => {
    const checks = runSecurityChecks(safe);
    expect(checks).toHaveLength(6);
    expect(checks.every((c) => c.status === 'success')).toBe(true);
    expect(securityScore(checks)).toBe(100);
    expect(overallSecurityStatus(checks, [])).toBe('secure');
    expect(checks.find((c) => c.id === 'dependency_audit')?.value).toBe('Clean, 9 days old');
  });

  it('fails the secret, HTTPS and headers checks on an unsafe configuration', () => {
    const status = statusOf({
      ...safe,
      isDefaultAuthSecret: true,
      publicUrl: 'http://vino.example',
      responseHeaders: { 'content-security-policy': 'x' },
    });
    expect(status).toMatchObject({
      production_secret: 'failure',
      https_public_url: 'failure',
      security_headers: 'failure',
    });
  });

  it('grades admin two-factor: all success, some warning, none failure', () => {
    expect(statusOf({ ...safe, admins: { total: 3, withTwoFactor: 1 } }).admin_two_factor).toBe('warning');
    expect(statusOf({ ...safe, admins: { total: 3, withTwoFactor: 0 } }).admin_two_factor).toBe('failure');
  });

  it('grades the dependency audit: missing or with advisories fails, stale warns', () => {
    expect(statusOf({ ...safe, dependencyAudit: null }).dependency_audit).toBe('failure');
    expect(statusOf({ ...safe, dependencyAudit: { recordedAt: now, high: 1, critical: 0 } }).dependency_audit).toBe(
      'failure',
    );
    expect(
      statusOf({ ...safe, dependencyAudit: { recordedAt: new Date('2026-01-01T00:00:00Z'), high: 0, critical: 0 } })
        .dependency_audit,
    ).toBe('warning');
  });

  it('warns when rate limits are too loose', () => {
    expect(statusOf({ ...safe, rateLimits: { apiPerMinute: 5000, signInMaxAttempts: 5 } }).rate_limits).toBe('warning');
    expect(statusOf({ ...safe, rateLimits: { apiPerMinute: 600, signInMaxAttempts: 50 } }).rate_limits).toBe('warning');
  });
});

describe('score and overall status', () => {
  it('counts a warning as half a pass and rounds', () => {
    const checks = runSecurityChecks({ ...safe, isDefaultAuthSecret: true, admins: { total: 2, withTwoFactor: 1 } });
    // 4 passes + 0.5 + 0 of 6 = 75%
    expect(securityScore(checks)).toBe(75);
    expect(overallSecurityStatus(checks, [])).toBe('critical');
  });

  it('is warning with an open medium threat, critical with an open high one', () => {
    const checks = runSecurityChecks(safe);
    expect(overallSecurityStatus(checks, [{ severity: 'medium' }])).toBe('warning');
    expect(overallSecurityStatus(checks, [{ severity: 'high' }])).toBe('critical');
  });
});
