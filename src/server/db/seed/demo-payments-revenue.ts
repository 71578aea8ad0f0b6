import { sql } from 'drizzle-orm';
import { formatDecimal, parseDecimal, USD_SCALE } from '../../../domain/money';
import { queryRows, type Transaction } from '../client';

/** At most this much is taken from one anonymous history row, so every row stays a plausible amount. */
const CUT_PER_ROW_CENTS = 1_000n;

/**
 * The demo history (seed-demo-history.sql.ts) is sized to give the spec's demo figures: USD 2,450,000
 * of revenue in 89,432 transactions. The demo investor's purchases are part of those figures, so their
 * revenue rows replace anonymous history rows: as many rows are removed as were added, and the rest of
 * the added amount is taken from older anonymous rows, at most USD 10 each. Only rows older than two
 * days are touched, so the last-24-hours figures stay as seeded. Without a demo history, nothing to do.
 */
export async function makeRoomInDemoHistory(tx: Transaction, added: { rows: number; amount: string }): Promise<void> {
  if (added.rows === 0) return;
  const removed = await queryRows<{ amount: string }>(
    tx,
    sql`delete from revenue_tracking where id in (
          select id from revenue_tracking
          where metadata = '{"demo": true}'::jsonb and created_at < now() - interval '2 days'
          order by created_at, id limit ${added.rows})
        returning amount::text as amount`,
  );
  const removedCents = removed.reduce((sum, row) => sum + parseDecimal(row.amount, USD_SCALE), 0n);
  const cutCents = parseDecimal(added.amount, USD_SCALE) - removedCents;
  if (cutCents <= 0n) return;
  const cut = formatDecimal(cutCents, USD_SCALE);
  const perRow = formatDecimal(CUT_PER_ROW_CENTS, USD_SCALE);
  const rowsNeeded = (cutCents + CUT_PER_ROW_CENTS - 1n) / CUT_PER_ROW_CENTS;
  // Row n (from 1) gives min(10, what is left after the n-1 before it): the last one gives the remainder.
  await tx.execute(sql`
    update revenue_tracking r
    set amount = r.amount - c.cut, net_amount = round((r.amount - c.cut) * 0.99, 2)
    from (
      select id, least(${perRow}::numeric, ${cut}::numeric - ${perRow}::numeric * (row_number() over (order by created_at, id) - 1)) as cut
      from revenue_tracking
      where metadata = '{"demo": true}'::jsonb and created_at < now() - interval '2 days' and amount > ${perRow}::numeric
      order by created_at, id limit ${String(rowsNeeded)}::int
    ) c
    where r.id = c.id`);
}
