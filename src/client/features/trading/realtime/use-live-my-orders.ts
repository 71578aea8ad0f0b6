/**
 * My open orders, kept current by the private `orders` channel: any `order_update` (a fill, a
 * cancel, a stop trigger) refreshes the open orders, balances and history. Subscribed only when
 * signed in (the server refuses private channels without a session).
 */
import { useQueryClient } from '@tanstack/react-query';
import { channels } from '../../../../contracts/realtime';
import { useChannel } from '../../../lib/use-channel';
import { useMyOpenOrders } from '../../../api/market/find-my-orders';
import { invalidateAfterOrderChange } from '../../../api/market/place-order';

export function useLiveMyOrders(isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useMyOpenOrders(isSignedIn);
  useChannel(
    isSignedIn ? channels.orders : null,
    (message) => {
      if (message.type === 'order_update') invalidateAfterOrderChange(queryClient);
    },
    { onResync: () => invalidateAfterOrderChange(queryClient) },
  );
  return query;
}
