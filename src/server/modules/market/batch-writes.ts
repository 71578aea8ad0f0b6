import { sql, type SQL } from 'drizzle-orm';
import { unnestRows } from '../../db/array-param';
import { orders, trades } from '../../db/schema/market';
import { auditLog } from '../../db/schema/platform';
import { toAuditRow, type AuditEntry } from '../../platform/audit-log';
import type { NewTradeRow, OrderRow } from './market-repository';

/*
 * A market batch's row writes, each one statement (a data-modifying CTE of the batch's write) whose
 * rows travel as one array parameter per column (unnestRows): the statement's text and plan are the
 * same whatever the batch's size, where a VALUES list costs a parameter per value to send, parse and
 * plan (issue 18).
 */

const text = (value: string | null | undefined) => value ?? null;

/** New orders, every column given. */
export function insertOrdersSql(rows: readonly OrderRow[]): SQL {
  return sql`insert into ${orders} (id, user_id, market, side, type, time_in_force, post_only, price, stop_price,
               quantity, filled_quantity, filled_quote, status, reject_reason, held_asset, held_remaining,
               quote_budget, is_triggered, sequence, priority, created_at, updated_at)
             select * from ${unnestRows([
               [rows.map((r) => r.id), 'text[]'],
               [rows.map((r) => r.userId), 'text[]'],
               [rows.map((r) => r.market), 'text[]'],
               [rows.map((r) => r.side), 'text[]'],
               [rows.map((r) => r.type), 'text[]'],
               [rows.map((r) => r.timeInForce), 'text[]'],
               [rows.map((r) => String(r.postOnly)), 'boolean[]'],
               [rows.map((r) => r.price), 'numeric[]'],
               [rows.map((r) => r.stopPrice), 'numeric[]'],
               [rows.map((r) => r.quantity), 'numeric[]'],
               [rows.map((r) => r.filledQuantity), 'numeric[]'],
               [rows.map((r) => r.filledQuote), 'numeric[]'],
               [rows.map((r) => r.status), 'text[]'],
               [rows.map((r) => r.rejectReason), 'text[]'],
               [rows.map((r) => r.heldAsset), 'text[]'],
               [rows.map((r) => r.heldRemaining), 'numeric[]'],
               [rows.map((r) => r.quoteBudget), 'numeric[]'],
               [rows.map((r) => String(r.isTriggered)), 'boolean[]'],
               [rows.map((r) => String(r.sequence)), 'bigint[]'],
               [rows.map((r) => String(r.priority)), 'bigint[]'],
               [rows.map((r) => r.createdAt.toISOString()), 'timestamptz[]'],
               [rows.map((r) => r.updatedAt.toISOString()), 'timestamptz[]'],
             ])}`;
}

/** The mutable columns of orders already stored. */
export function updateOrdersSql(rows: readonly OrderRow[]): SQL {
  return sql`update ${orders} as o
        set filled_quantity = v.filled_quantity, filled_quote = v.filled_quote, held_remaining = v.held_remaining,
            status = v.status, reject_reason = v.reject_reason, is_triggered = v.is_triggered,
            priority = v.priority, updated_at = v.updated_at
        from ${unnestRows([
          [rows.map((r) => r.id), 'text[]'],
          [rows.map((r) => r.filledQuantity), 'numeric[]'],
          [rows.map((r) => r.filledQuote), 'numeric[]'],
          [rows.map((r) => r.heldRemaining), 'numeric[]'],
          [rows.map((r) => r.status), 'text[]'],
          [rows.map((r) => r.rejectReason), 'text[]'],
          [rows.map((r) => String(r.isTriggered)), 'boolean[]'],
          [rows.map((r) => String(r.priority)), 'bigint[]'],
          [rows.map((r) => r.updatedAt.toISOString()), 'timestamptz[]'],
        ])} as v(id, filled_quantity, filled_quote, held_remaining, status, reject_reason, is_triggered, priority,
                 updated_at)
        where o.id = v.id`;
}

/** New trades; one without a time gets `now` (the batch's). */
export function insertTradesSql(rows: readonly NewTradeRow[], now: Date): SQL {
  return sql`insert into ${trades} (id, market, price, quantity, quote_amount, taker_side, maker_order_id,
               taker_order_id, maker_user_id, taker_user_id, maker_fee, taker_fee, created_at)
             select * from ${unnestRows([
               [rows.map((r) => r.id), 'text[]'],
               [rows.map((r) => r.market), 'text[]'],
               [rows.map((r) => r.price), 'numeric[]'],
               [rows.map((r) => r.quantity), 'numeric[]'],
               [rows.map((r) => r.quoteAmount), 'numeric[]'],
               [rows.map((r) => r.takerSide), 'text[]'],
               [rows.map((r) => r.makerOrderId), 'text[]'],
               [rows.map((r) => r.takerOrderId), 'text[]'],
               [rows.map((r) => r.makerUserId), 'text[]'],
               [rows.map((r) => r.takerUserId), 'text[]'],
               [rows.map((r) => r.makerFee), 'numeric[]'],
               [rows.map((r) => r.takerFee), 'numeric[]'],
               [rows.map((r) => (r.createdAt ?? now).toISOString()), 'timestamptz[]'],
             ])}`;
}

/** Audit rows, stamped by the database's clock as one written alone is. */
export function insertAuditSql(entries: readonly AuditEntry[]): SQL {
  const rows = entries.map(toAuditRow);
  return sql`insert into ${auditLog} (actor_user_id, action, entity_type, entity_id, data, ip_address, request_id)
             select * from ${unnestRows([
               [rows.map((r) => text(r.actorUserId)), 'text[]'],
               [rows.map((r) => r.action), 'text[]'],
               [rows.map((r) => r.entityType), 'text[]'],
               [rows.map((r) => text(r.entityId)), 'text[]'],
               [rows.map((r) => JSON.stringify(r.data ?? {})), 'jsonb[]'],
               [rows.map((r) => text(r.ipAddress)), 'text[]'],
               [rows.map((r) => text(r.requestId)), 'text[]'],
             ])}`;
}
