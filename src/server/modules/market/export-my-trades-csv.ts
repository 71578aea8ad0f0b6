import { TRADES_CSV_COLUMNS } from '../../../contracts/market';
import { csvCell } from '../../../domain/csv';
import type { MarketContext } from './market-context';
import { myTradeToWire, toRepositoryFilter, type MyTradesFilterInput } from './find-my-trades';
import { findMyTrades } from './market-repository';

/** A download stays a reasonable size; the period filter narrows a longer history. */
const CSV_MAX_ROWS = 10_000;

const SIDE_LABEL = { buy: 'Buy', sell: 'Sell' } as const;
const STATUS_LABEL = { completed: 'Completed', pending: 'Pending', cancelled: 'Cancelled' } as const;

/** My trade history as CSV with the spec's columns: Date, Pair, Side, Amount, Price, Total, Fee, Status. */
export async function exportMyTradesCsv(
  ctx: MarketContext,
  userId: string,
  input: MyTradesFilterInput,
): Promise<string> {
  const rows = await findMyTrades(ctx.db, toRepositoryFilter(ctx, userId, input), { limit: CSV_MAX_ROWS, offset: 0 });
  const lines = [TRADES_CSV_COLUMNS.join(',')];
  for (const trade of rows.map(myTradeToWire)) {
    lines.push(
      [
        trade.timestamp,
        trade.pair,
        SIDE_LABEL[trade.side],
        trade.amount,
        trade.price,
        trade.total,
        `${trade.fee} ${trade.feeAsset}`,
        STATUS_LABEL[trade.status],
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
