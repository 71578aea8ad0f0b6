import type { Order } from '../../../contracts/market';
import { MARKET_IDS, type MarketId } from '../../../domain/exchange/markets';
import { applyEngineEvents } from './apply-engine-events';
import type { MarketContext } from './market-context';
import { orderToWire } from './market-mapper';
import type { RequestMeta } from './place-order';
import { runMarketCommand } from './run-market-command';

/**
 * Cancels every open order of the user in one market, or in all of them; returns what it cancelled.
 * The market maker's re-quotes are not audited one by one (they would flood the log).
 */
export async function cancelAllOrders(
  ctx: MarketContext,
  userId: string,
  market?: MarketId,
  options: { request?: RequestMeta; isSystemAccount?: boolean } = {},
): Promise<Order[]> {
  const settings = await ctx.settings.get();
  const cancelled: Order[] = [];
  for (const id of market ? [market] : MARKET_IDS) {
    if (!ctx.ownership.owns(id)) {
      cancelled.push(...(await ctx.ownership.forward({ kind: 'cancelAll', market: id, userId, options })));
      continue;
    }
    const { outcome } = await runMarketCommand(ctx, id, {
      apply: ({ book, batch, markEngineTouched }) => {
        markEngineTouched();
        const events = book.engine.process({ kind: 'cancel_all', ownerId: userId });
        const outcome = applyEngineEvents(batch, { events, feePercent: settings.trading.tradingFeePercent });
        if (outcome.orders.length > 0 && !options.isSystemAccount)
          batch.addAudit({
            actorUserId: userId,
            action: 'order.cancel_all',
            entityType: 'order',
            data: { market: id, orderIds: outcome.orders.map((row) => row.id) },
            ipAddress: options.request?.ipAddress ?? null,
            requestId: options.request?.requestId ?? null,
          });
        return { outcome };
      },
    });
    cancelled.push(...outcome.orders.map(orderToWire));
  }
  return cancelled;
}
