import { PAYMENT_CSV_COLUMNS } from '../../../contracts/payments';
import { csvCell } from '../../../domain/csv';
import { historyFilter, type HistoryQuery } from './list-my-payments';
import type { PaymentsContext } from './payments-context';
import { toPaymentRecord } from './payments-mapper';
import { findPaymentHistory } from './payments-repository';

/** The CSV holds every matching row (not one page); capped so a request stays bounded. */
const CSV_MAX_ROWS = 10_000;

/** Payment history CSV (spec columns); file name payment-history-YYYY-MM-DD.csv. */
export async function exportMyPaymentsCsv(
  ctx: PaymentsContext,
  userId: string,
  query: Omit<HistoryQuery, 'page' | 'pageSize'>,
): Promise<{ filename: string; csv: string }> {
  const { items } = await findPaymentHistory(ctx.db, historyFilter(ctx, userId, query), {
    limit: CSV_MAX_ROWS,
    offset: 0,
  });
  const lines = [PAYMENT_CSV_COLUMNS.join(',')];
  for (const record of items.map(toPaymentRecord)) {
    lines.push(
      [
        record.created,
        record.description,
        record.amount,
        record.currency.toUpperCase(),
        record.status,
        record.paymentMethod,
        record.feeAmount,
        record.netAmount,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { filename: `payment-history-${ctx.now().toISOString().slice(0, 10)}.csv`, csv: `${lines.join('\r\n')}\r\n` };
}
