/** Enterprise Command Center paths and fixed texts, without zod (see contracts/enterprise.ts). */
export const enterpriseApiPaths = {
  /** GET: the Enterprise Brochure PDF (public). */
  brochure: '/api/v1/enterprise/brochure.pdf',
  performance: '/api/v1/admin/enterprise/performance',
  implementRecommendation: '/api/v1/admin/enterprise/performance/recommendations/implement',
  security: '/api/v1/admin/enterprise/security',
  securityScan: '/api/v1/admin/enterprise/security/scan',
  resolveThreat: '/api/v1/admin/enterprise/security/threats/resolve',
  auditLog: '/api/v1/admin/enterprise/security/audit-log',
  excellence: '/api/v1/admin/enterprise/excellence',
} as const;

export const ENTERPRISE_MESSAGES = {
  /**
   * Our wording for Implement: it records an admin's decision and changes nothing by itself, so it
   * cannot say, as the spec's 'Optimization implemented successfully!' did, that anything was implemented.
   */
  markedImplemented:
    'Optimization marked as implemented. It stays listed until the measurement is back within its target.',
  scanCompleted: 'Security scan completed successfully. All systems secure.',
  /** Our addition: a scan that finds a failing check must not claim all is secure. */
  scanFoundIssues: 'Security scan completed: some checks need attention.',
  threatResolvedAction: 'manually resolved by the security team',
  unknownRecommendation: 'This recommendation no longer applies. Refresh to see the current ones.',
  unknownThreat: 'This threat is no longer detected. Refresh to see the current ones.',
} as const;
