import type { EngineEvent, LevelEvent } from '../../../domain/exchange/engine-types';
import { notional, quantityToLedger } from '../../../domain/exchange/markets';
import { LEDGER_SCALE, type LedgerAsset } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { Transaction } from '../../db/client';
import { releaseHold } from '../ledger/release-hold';
import { settleTrade } from '../ledger/settle-trade';
import type { MarketBook } from './market-books';
import {
  insertOrder,
  insertTrades,
  lockOrdersByIds,
  updateOrder,
  type NewTradeRow,
  type OrderRow,
} from './market-repository';
import { feeOn } from './trade-amounts';

/** An order while a command changes it: its row plus the running amounts as bigint. */
interface OrderState {
  row: OrderRow;
  isNew: boolean;
  filledLots: bigint;
  filledQuote: bigint;
  held: bigint;
}

export interface CommandOutcome {
  /** Every order the command changed, as stored after it. */
  orders: OrderRow[];
  trades: NewTradeRow[];
  levels: LevelEvent[];
}

const toLedgerNumeric = (value: bigint) => formatDecimal(value, LEDGER_SCALE);

/**
 * Persists what the engine did in one command, inside the command's transaction: settles each trade
 * through the ledger (fee on what each side receives, to the system fees account), moves the orders'
 * filled amounts and statuses, releases what an order still holds when it ends, marks triggered
 * stops, and writes the orders and trades rows. `created` is the order the command placed (not yet
 * stored); every other order it touches is read and locked here.
 */
export async function applyEngineEvents(
  tx: Transaction,
  input: {
    book: MarketBook;
    events: EngineEvent[];
    feePercent: number;
    now: Date;
    created?: OrderRow;
  },
): Promise<CommandOutcome> {
  const { book, events, now } = input;
  const spec = book.spec;
  const touchedIds = new Set<string>();
  for (const event of events) {
    if (event.type === 'trade') {
      touchedIds.add(event.makerOrderId);
      touchedIds.add(event.takerOrderId);
    } else if (event.type !== 'level') touchedIds.add(event.orderId);
  }
  if (input.created) touchedIds.delete(input.created.id);

  const states = new Map<string, OrderState>();
  const track = (row: OrderRow, isNew: boolean) =>
    states.set(row.id, {
      row: { ...row },
      isNew,
      filledLots: parseDecimal(row.filledQuantity, spec.quantityDecimals),
      filledQuote: parseDecimal(row.filledQuote, LEDGER_SCALE),
      held: parseDecimal(row.heldRemaining, LEDGER_SCALE),
    });
  if (input.created) track(input.created, true);
  for (const row of await lockOrdersByIds(tx, [...touchedIds])) track(row, false);
  const stateOf = (id: string) => {
    const state = states.get(id);
    if (!state) throw new Error(`Engine event for an order the database does not have: ${id}`);
    return state;
  };

  const trades: NewTradeRow[] = [];
  const levels: LevelEvent[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
        break;
      case 'level':
        levels.push(event);
        break;
      case 'stop_triggered': {
        // A triggered stop joins the book now: its time priority is this moment, not its placement.
        const state = stateOf(event.orderId);
        state.row.isTriggered = true;
        state.row.priority = book.nextSequence++;
        break;
      }
      case 'trade': {
        const maker = stateOf(event.makerOrderId);
        const taker = stateOf(event.takerOrderId);
        const [buyer, seller] = event.takerSide === 'buy' ? [taker, maker] : [maker, taker];
        const baseAmount = quantityToLedger(spec, event.quantity);
        const quoteAmount = notional(spec, event.price, event.quantity);
        const buyerFee = feeOn(baseAmount, input.feePercent);
        const sellerFee = feeOn(quoteAmount, input.feePercent);
        await settleTrade(tx, {
          tradeId: event.tradeId,
          baseAsset: spec.base as LedgerAsset,
          quoteAsset: spec.quote as LedgerAsset,
          buyerId: buyer.row.userId,
          sellerId: seller.row.userId,
          baseAmount,
          quoteAmount,
          buyerFee,
          sellerFee,
          buyerQuoteFromHeld: quoteAmount,
          sellerBaseFromHeld: baseAmount,
        });
        buyer.held -= quoteAmount;
        seller.held -= baseAmount;
        for (const state of [maker, taker]) {
          state.filledLots += event.quantity;
          state.filledQuote += quoteAmount;
          state.row.status = 'partially_filled';
        }
        const makerIsBuyer = maker === buyer;
        trades.push({
          id: event.tradeId,
          market: spec.id,
          price: formatDecimal(event.price, spec.priceDecimals),
          quantity: formatDecimal(event.quantity, spec.quantityDecimals),
          quoteAmount: toLedgerNumeric(quoteAmount),
          takerSide: event.takerSide,
          makerOrderId: maker.row.id,
          takerOrderId: taker.row.id,
          makerUserId: maker.row.userId,
          takerUserId: taker.row.userId,
          makerFee: toLedgerNumeric(makerIsBuyer ? buyerFee : sellerFee),
          takerFee: toLedgerNumeric(makerIsBuyer ? sellerFee : buyerFee),
          createdAt: now,
        });
        break;
      }
      case 'order_done':
      case 'rejected': {
        const state = stateOf(event.orderId);
        if (event.type === 'rejected') {
          state.row.status = 'rejected';
          state.row.rejectReason = event.reason;
        } else {
          state.row.status = event.status;
          state.row.rejectReason = event.reason ?? null;
        }
        if (state.held > 0n) {
          await releaseHold(tx, {
            userId: state.row.userId,
            asset: state.row.heldAsset as LedgerAsset,
            amount: state.held,
            reference: state.row.id,
          });
          state.held = 0n;
        }
        break;
      }
    }
  }

  const stored: OrderRow[] = [];
  for (const state of states.values()) {
    const row: OrderRow = {
      ...state.row,
      filledQuantity: formatDecimal(state.filledLots, spec.quantityDecimals),
      filledQuote: toLedgerNumeric(state.filledQuote),
      heldRemaining: toLedgerNumeric(state.held),
      updatedAt: now,
    };
    if (state.isNew) await insertOrder(tx, row);
    else
      await updateOrder(tx, row.id, {
        filledQuantity: row.filledQuantity,
        filledQuote: row.filledQuote,
        heldRemaining: row.heldRemaining,
        status: row.status,
        rejectReason: row.rejectReason,
        isTriggered: row.isTriggered,
        priority: row.priority,
        updatedAt: now,
      });
    stored.push(row);
  }
  await insertTrades(tx, trades);
  return { orders: stored, trades, levels };
}
