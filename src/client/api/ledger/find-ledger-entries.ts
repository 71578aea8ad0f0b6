/** GET /api/v1/me/ledger?page=&pageSize=10: my ledger history, ten entries a page (wallet page's Transactions tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { LedgerPageSchema, type LedgerPage } from '../../../contracts/ledger';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { ledgerKeys } from './keys';

const LEDGER_PAGE_SIZE = 10;

export function findLedgerEntries(page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return api.get(apiPaths.myLedger, { signal, query: { page, pageSize: LEDGER_PAGE_SIZE }, schema: LedgerPageSchema });
}

export const findLedgerEntriesQueryOptions = (page: number, isSignedIn = true) =>
  queryOptions({
    queryKey: ledgerKeys.myLedger(page),
    queryFn: ({ signal }) => findLedgerEntries(page, signal),
    enabled: isSignedIn,
    ...queryPolicy.ledger.myLedger,
  });

export function useLedgerEntries(isSignedIn: boolean, page: number) {
  return useQuery(findLedgerEntriesQueryOptions(page, isSignedIn));
}
