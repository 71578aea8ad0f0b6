/**
 * The private `portfolio` channel: a scheduled reward payout (or a stake change on another screen)
 * refreshes the stakes, pools and balances at once instead of on the next poll.
 */
import { channels } from '../../../contracts/realtime';
import { useChannel } from '../../lib/use-channel';
import { useInvalidateAfterStakeChange } from './invalidate-after-stake-change';

export function useLiveStakingUpdates() {
  const refresh = useInvalidateAfterStakeChange();
  useChannel(
    channels.portfolio,
    (message) => {
      if (message.type === 'portfolio_update') void refresh();
    },
    { onResync: () => void refresh() },
  );
}
