import type { Order } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import type { MarketContext } from './market-context';
import { orderToWire } from './market-mapper';
import { findOrdersOfUser } from './market-repository';

/** All history would be unbounded: "all" shows the latest orders only. */
const ALL_ORDERS_LIMIT = 200;

/** The user's open orders (or latest orders of any status), newest first. */
export async function findMyOrders(
  ctx: MarketContext,
  userId: string,
  filter: { status: 'open' | 'all'; market?: MarketId | undefined },
): Promise<Order[]> {
  const rows = await findOrdersOfUser(ctx.db, userId, { ...filter, limit: ALL_ORDERS_LIMIT });
  return rows.map(orderToWire);
}
