/**
 * Wine redemption requests (issue 5): my requests, submit one (Idempotency-Key per attempt, as
 * payments), cancel a pending one. Submitting and cancelling move VINO between available and
 * held, so the balances query refreshes too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { SubscriptionsResponse } from '../../../contracts/payments';
import {
  redemptionApiPaths,
  type CreateRedemptionRequest,
  type RedemptionRequest,
  type RedemptionRequestList,
} from '../../../contracts/redemption';
import { api } from '../../lib/api-client';
import { ledgerKeys } from '../ledger/keys';
import { idempotentPost } from '../../lib/idempotent-post';

export const MY_REDEMPTIONS_QUERY_KEY = ['me', 'redemption-requests'] as const;
/** The payments page's key for my memberships: one cache for the entitlement everywhere. */
const MY_SUBSCRIPTIONS_QUERY_KEY = ['me', 'subscriptions'] as const;

const SUBMIT_FAILED = 'Your redemption request could not be submitted. Please try again.';
const CANCEL_FAILED = 'The redemption request could not be cancelled. Please try again.';

/** Whether the signed-in user holds an active Premium Circle membership (the server decides). */
export function usePremiumMembership(isSignedIn: boolean) {
  return useQuery({
    queryKey: MY_SUBSCRIPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<SubscriptionsResponse>(apiPaths.payments.mySubscriptions, { signal }),
    enabled: isSignedIn,
    select: (data) => data.premium,
  });
}

export const myRedemptionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: MY_REDEMPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<RedemptionRequestList>(redemptionApiPaths.mine, { signal }),
    enabled,
  });

export function useMyRedemptions(enabled: boolean) {
  return useQuery(myRedemptionsQueryOptions(enabled));
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_REDEMPTIONS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() }),
    ]);
}

export function useCreateRedemption() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateRedemptionRequest; idempotencyKey: string }) =>
      idempotentPost<RedemptionRequest>(redemptionApiPaths.create, body, idempotencyKey, SUBMIT_FAILED),
    onSuccess: refresh,
  });
}

export function useCancelRedemption() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<RedemptionRequest>(
        redemptionApiPaths.forId(redemptionApiPaths.cancel, id),
        {},
        {
          fallbackMessage: CANCEL_FAILED,
        },
      ),
    onSettled: refresh,
  });
}
