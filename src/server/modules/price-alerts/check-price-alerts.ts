import { MARKETS, type MarketId } from '../../../domain/exchange/markets';
import type { Database } from '../../db/client';
import { createNotification } from '../../platform/notifications/notifications';
import { enqueueTemplateMail } from '../email/email-module';
import { triggerCrossedAlerts } from './price-alerts-repository';

/**
 * Triggers the alerts of `market` that its last price has crossed and notifies each owner once, in
 * the transaction that marks the alert (an alert is never notified twice nor lost).
 */
export async function checkPriceAlerts(db: Database, market: MarketId, last: string): Promise<number> {
  return db.transaction(async (tx) => {
    const triggered = await triggerCrossedAlerts(tx, market, last);
    for (const alert of triggered) {
      const label = MARKETS[market].label;
      await createNotification(tx, {
        userId: alert.userId,
        type: 'price_alert',
        title: `${label} price alert`,
        message: `${label} is ${alert.direction} your alert price of ${Number(alert.price)}: last trade ${last}.`,
        link: `/trading?symbol=${market}`,
      });
      await enqueueTemplateMail(tx, {
        userId: alert.userId,
        template: 'wine_alert',
        data: {
          asset_name: label,
          price_change: `is ${alert.direction} your alert price of ${Number(alert.price)}`,
          current_price: last,
          portfolio_url: `/trading?symbol=${market}`,
        },
      });
    }
    return triggered.length;
  });
}
