/**
 * GET /api/v1/system/config — what the browser must know before anyone signs in: demo mode,
 * Google availability, registration switch, minimum password length and the demo accounts.
 * It changes only when an admin edits settings, so it is cached for five minutes.
 *
 * Shell query (every page's first screen): typed with the contract, not zod-parsed, to keep zod out
 * of the initial JS; see src/client/api/README.md.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PublicConfig } from '../../../contracts/system';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { systemKeys } from './keys';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>(apiPaths.publicConfig, { signal });
}

/** `forNotices`: the shell's platform notices, which re-read it every minute (maintenance banner). */
export const getPublicConfigQueryOptions = ({ forNotices = false }: { forNotices?: boolean } = {}) =>
  queryOptions({
    queryKey: systemKeys.publicConfig(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    ...(forNotices ? queryPolicy.system.publicConfigNotices : queryPolicy.system.publicConfig),
  });

export function usePublicConfig(options?: { forNotices?: boolean }) {
  return useQuery(getPublicConfigQueryOptions(options));
}
