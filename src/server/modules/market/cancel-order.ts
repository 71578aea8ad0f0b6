import { MARKET_MESSAGES, type Order } from '../../../contracts/market';
import { MARKET_IDS, isMarketId } from '../../../domain/exchange/markets';
import { AppError, notFound } from '../../platform/http/app-error';
import { applyEngineEvents } from './apply-engine-events';
import type { MarketContext } from './market-context';
import { orderToWire } from './market-mapper';
import { findOrderById, type OrderRow } from './market-repository';
import type { RequestMeta } from './place-order';
import { runMarketCommand } from './run-market-command';

function findOpenOrderInBooks(ctx: MarketContext, orderId: string): OrderRow | undefined {
  for (const market of MARKET_IDS) {
    const row = ctx.books.get(market).openOrders.get(orderId);
    if (row) return row;
  }
  return undefined;
}

const notOpen = () => new AppError(409, 'ORDER_NOT_OPEN', MARKET_MESSAGES.orderNotOpen);

/**
 * Cancels one of the user's own orders and releases what it still holds. Someone else's order is
 * answered exactly like a missing one (404), so ids of other users' orders reveal nothing.
 * Allowed during maintenance: cancelling only gives funds back.
 */
export async function cancelOrder(
  ctx: MarketContext,
  userId: string,
  orderId: string,
  request: RequestMeta = {},
): Promise<Order> {
  // An open order is in its book's rows, one that recently ended here in endedOrders; only an
  // older or unknown one needs the database's answer.
  const existing =
    findOpenOrderInBooks(ctx, orderId) ?? ctx.endedOrders.get(orderId) ?? (await findOrderById(ctx.db, orderId));
  if (!existing || existing.userId !== userId || !isMarketId(existing.market))
    throw notFound(MARKET_MESSAGES.orderNotFound);
  if (!ctx.ownership.owns(existing.market))
    return ctx.ownership.forward({ kind: 'cancel', market: existing.market, userId, orderId, request });
  if (existing.status !== 'open' && existing.status !== 'partially_filled') throw notOpen();
  const settings = await ctx.settings.get();
  const { outcome } = await runMarketCommand(ctx, existing.market, {
    apply: ({ book, batch, markEngineTouched }) => {
      // It filled or ended between the read above and its turn in the queue.
      if (book.openOrders.get(orderId)?.userId !== userId) throw notOpen();
      markEngineTouched();
      const events = book.engine.process({ kind: 'cancel', orderId, ownerId: userId });
      const outcome = applyEngineEvents(batch, { events, feePercent: settings.trading.tradingFeePercent });
      batch.addAudit({
        actorUserId: userId,
        action: 'order.cancel',
        entityType: 'order',
        entityId: orderId,
        data: { market: existing.market },
        ipAddress: request.ipAddress ?? null,
        requestId: request.requestId ?? null,
      });
      return { outcome };
    },
  });
  const cancelled = outcome.orders.find((row) => row.id === orderId);
  if (!cancelled) throw notOpen();
  return orderToWire(cancelled);
}
