/**
 * While the dashboard is open, the user's private notifications channel keeps its lists current: a
 * new notification re-reads the Notifications tab and the price alerts (a triggered alert arrives as
 * a notification; the channel carries it as a generic "info" one, so every notification re-reads the
 * short alert list), and the alert leaves "active alerts" without a reload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { channels } from '../../../contracts/realtime';
import { useChannel } from '../../lib/use-channel';
import { priceAlertsKeys } from '../price-alerts/keys';
import { notificationsKeys } from './keys';

export function useLiveAccountUpdates(isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: priceAlertsKeys.mine() });
  };
  useChannel(isSignedIn ? channels.notifications : null, (message) => message.type === 'notification' && refresh(), {
    onResync: refresh,
  });
}
