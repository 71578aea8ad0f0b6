/** Query keys of the enterprise module's endpoints (Enterprise Command Center). */
import type { AuditLogQuery, PerformanceQuery } from '../../../contracts/enterprise';

export const enterpriseKeys = {
  all: () => ['enterprise'] as const,
  performanceAll: () => ['enterprise', 'performance'] as const,
  performance: (query: PerformanceQuery) => ['enterprise', 'performance', query] as const,
  securityAll: () => ['enterprise', 'security'] as const,
  security: () => ['enterprise', 'security', 'report'] as const,
  auditLog: (query: AuditLogQuery) => ['enterprise', 'security', 'audit-log', query] as const,
  excellence: () => ['enterprise', 'excellence'] as const,
};
