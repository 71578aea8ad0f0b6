import type { EngineEvent, LevelEvent } from '../../../domain/exchange/engine-types';
import { notional, quantityToLedger } from '../../../domain/exchange/markets';
import { LEDGER_SCALE, type LedgerAsset } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { releaseEntry, tradeEntry } from '../ledger/ledger-module';
import type { CommandBatch } from './command-batch';
import type { NewTradeRow, OrderRow } from './market-repository';
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
 * Records what the engine did in one command into its batch (written when the batch commits):
 * settles each trade through the ledger (fee on what each side receives, to the system fees
 * account), moves the orders' filled amounts and statuses, releases what an order still holds when it
 * ends, marks triggered stops, and stores the orders and trades. `created` is the order the command
 * placed; every other order it touches is read from the batch or the book's open orders, which
 * mirror the database (rebuilt from it whenever a batch fails).
 */
export function applyEngineEvents(
  batch: CommandBatch,
  input: { events: EngineEvent[]; feePercent: number; created?: OrderRow },
): CommandOutcome {
  const { book, now } = batch;
  const { events } = input;
  const spec = book.spec;
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
  const stateOf = (id: string) => {
    let state = states.get(id);
    if (!state) {
      const current = batch.currentOrder(id);
      if (!current) throw new Error(`Engine event for an order the book does not hold: ${id}`);
      track(current.row, current.isNew);
      state = states.get(id)!;
    }
    return state;
  };
  // Every order the events name is tracked, even one the command only touches (a cancel).
  for (const event of events) {
    if (event.type === 'trade') {
      stateOf(event.makerOrderId);
      stateOf(event.takerOrderId);
    } else if (event.type !== 'level') stateOf(event.orderId);
  }

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
        batch.ledger.add(
          tradeEntry({
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
          }),
        );
        buyer.held -= quoteAmount;
        seller.held -= baseAmount;
        for (const state of [maker, taker]) {
          state.filledLots += event.quantity;
          state.filledQuote += quoteAmount;
          state.row.status = 'partially_filled';
        }
        const makerIsBuyer = maker === buyer;
        const trade: NewTradeRow = {
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
        };
        trades.push(trade);
        batch.addTrade(trade);
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
          batch.ledger.add(
            releaseEntry({
              userId: state.row.userId,
              asset: state.row.heldAsset as LedgerAsset,
              amount: state.held,
              reference: state.row.id,
            }),
          );
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
    batch.storeOrder(row, state.isNew);
    stored.push(row);
  }
  return { orders: stored, trades, levels };
}
