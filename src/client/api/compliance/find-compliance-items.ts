/** GET /api/v1/admin/compliance/items: compliance items, filtered (Compliance Items sub-tab). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ComplianceItemListSchema,
  complianceApiPaths,
  type ComplianceItemList,
  type ComplianceItemListQuery,
} from '../../../contracts/compliance';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { complianceKeys } from './keys';

export function findComplianceItems(query: ComplianceItemListQuery, signal?: AbortSignal): Promise<ComplianceItemList> {
  return api.get(complianceApiPaths.items, {
    signal,
    query: { ...query, q: query.q || undefined },
    schema: ComplianceItemListSchema,
    fallbackMessage: 'Failed to load compliance items',
  });
}

export const complianceItemsQueryOptions = (query: ComplianceItemListQuery) =>
  queryOptions({
    queryKey: complianceKeys.items(query),
    queryFn: ({ signal }) => findComplianceItems(query, signal),
    // The list stays on screen while a new filter loads.
    placeholderData: keepPreviousData,
    ...queryPolicy.compliance.lists,
  });

export const useComplianceItems = (query: ComplianceItemListQuery) => useQuery(complianceItemsQueryOptions(query));
