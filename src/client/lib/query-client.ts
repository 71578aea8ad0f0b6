/**
 * The app's TanStack Query client. Defaults chosen for a data-driven product:
 * - 30 s staleTime: most figures refresh on their own intervals, not on every mount.
 * - No retry for 4xx (a 401/403/404 will not change by asking again); up to 2 retries otherwise.
 * - No refetch on window focus for mutations' sake of calm screens; queries that need it opt in.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
