/**
 * POST /api/v1/me/rebalancer/execute (Idempotency-Key per attempt): places the plan's orders.
 * Orders were placed, so every `me` query (balances, orders, trades on /trading) is re-read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ExecuteRebalanceResponseSchema, type ExecuteRebalanceResponse } from '../../../contracts/rebalancer';
import { idempotentPost } from '../../lib/idempotent-post';
import { profilesKeys } from '../profiles/keys';

export function executeRebalance(idempotencyKey: string): Promise<ExecuteRebalanceResponse> {
  return idempotentPost(
    apiPaths.rebalancer.execute,
    {},
    idempotencyKey,
    'The rebalance could not be executed.',
    ExecuteRebalanceResponseSchema,
  );
}

export function useExecuteRebalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: executeRebalance,
    // ['me'] is the prefix of every personal query (profiles/keys.ts).
    onSettled: () => client.invalidateQueries({ queryKey: profilesKeys.me() }),
  });
}
