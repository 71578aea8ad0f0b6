/** GET /api/v1/admin/enterprise/security/audit-log: one page of the Audit Logs, filtered. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AuditLogPageSchema,
  enterpriseApiPaths,
  type AuditLogPage,
  type AuditLogQuery,
} from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { enterpriseKeys } from './keys';

export function findAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogPage> {
  return api.get(enterpriseApiPaths.auditLog, {
    signal,
    query: { status: query.status, action: query.action, user: query.user, page: query.page },
    schema: AuditLogPageSchema,
    fallbackMessage: 'Failed to load the audit log',
  });
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: enterpriseKeys.auditLog(query),
    queryFn: ({ signal }) => findAuditLog(query, signal),
    placeholderData: keepPreviousData,
    ...queryPolicy.enterprise.auditLog,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
