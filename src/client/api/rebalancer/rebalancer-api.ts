/**
 * The rebalancer's endpoints: the plan (assets table, actions and orders, with the saved settings),
 * the history, saving settings and executing. Executing trades, so it invalidates every `me` query
 * (balances, orders, trades on the spot tab) besides the plan and history.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  ExecuteRebalanceResponseSchema,
  RebalanceHistorySchema,
  RebalancePlanSchema,
  RebalancerSettingsSchema,
  type ExecuteRebalanceResponse,
  type RebalancerSettings,
} from '../../../contracts/rebalancer';
import { apiRequest } from '../../lib/api-client';
import { idempotentPost } from '../../lib/idempotent-post';

const PLAN_QUERY_KEY = ['me', 'rebalancer', 'plan'] as const;
const HISTORY_QUERY_KEY = ['me', 'rebalancer', 'history'] as const;

export const getRebalancePlanQueryOptions = () =>
  queryOptions({
    queryKey: PLAN_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(apiPaths.rebalancer.plan, { schema: RebalancePlanSchema, signal }),
    staleTime: 5_000,
  });

export const useRebalancePlan = () => useQuery(getRebalancePlanQueryOptions());

export const getRebalanceHistoryQueryOptions = () =>
  queryOptions({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(apiPaths.rebalancer.history, { schema: RebalanceHistorySchema, signal }),
  });

export const useRebalanceHistory = () => useQuery(getRebalanceHistoryQueryOptions());

export function saveRebalancerSettings(settings: RebalancerSettings): Promise<RebalancerSettings> {
  return apiRequest(apiPaths.rebalancer.settings, {
    method: 'PUT',
    body: settings,
    schema: RebalancerSettingsSchema,
    fallbackMessage: 'Your rebalancing settings could not be saved.',
  });
}

export function useSaveRebalancerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRebalancerSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: PLAN_QUERY_KEY }),
  });
}

export async function executeRebalance(idempotencyKey: string): Promise<ExecuteRebalanceResponse> {
  const body = await idempotentPost<unknown>(
    apiPaths.rebalancer.execute,
    {},
    idempotencyKey,
    'The rebalance could not be executed.',
  );
  return ExecuteRebalanceResponseSchema.parse(body);
}

export function useExecuteRebalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: executeRebalance,
    // Orders were placed: balances, trades and open orders elsewhere on /trading change too.
    onSettled: () => client.invalidateQueries({ queryKey: ['me'] }),
  });
}
