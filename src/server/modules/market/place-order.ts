import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  MARKET_ERROR_CODES,
  MARKET_MESSAGES,
  type PlaceOrderRequestSchema,
  type PlaceOrderResponse,
} from '../../../contracts/market';
import type { OrderInput } from '../../../domain/exchange/engine-types';
import {
  MARKETS,
  fitsScale,
  notional,
  parsePrice,
  parseQuantity,
  quantityToLedger,
  referencePriceTicks,
  type MarketSpec,
} from '../../../domain/exchange/markets';
import { LEDGER_SCALE, type LedgerAsset } from '../../../domain/ledger-assets';
import { formatDecimal } from '../../../domain/money';
import { AppError, badRequest } from '../../platform/http/app-error';
import { holdEntry } from '../ledger/ledger-module';
import { insufficientBalance } from '../ledger/ledger-module';
import type { ProfileOwner } from '../profiles/profiles-module';
import { applyEngineEvents } from './apply-engine-events';
import {
  assertKycStatusApproved,
  assertTradingOpen,
  assertWithinDailyVolume,
  ensureProfileForKyc,
  isSystemOwner,
} from './check-trading-allowed';
import type { MarketBook } from './market-books';
import type { MarketContext } from './market-context';
import { ledgerText, orderToWire, totalText } from './market-mapper';
import type { OrderRow } from './market-repository';
import { runMarketCommand } from './run-market-command';
import { costToBuy, formatUsd, quoteToUsd, usdSettingToLedger, withAllowance } from './trade-amounts';

export type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;

/** Depth walked to price a market buy: deeper than any book the market maker keeps. */
const MARKET_BUY_PRICING_DEPTH = 1_000;

interface ParsedOrder {
  quantity: bigint;
  price?: bigint;
  stopPrice?: bigint;
}

/** Checks the amounts against the market's decimals (the schema only checks they are positive). */
function parseAmounts(spec: MarketSpec, input: PlaceOrderInput): ParsedOrder {
  const fields: Record<string, string> = {};
  const hasLimit = input.type === 'limit' || input.type === 'stop_limit';
  const isStop = input.type === 'stop_limit' || input.type === 'stop_market';
  if (!fitsScale(input.amount, spec.quantityDecimals)) fields.amount = MARKET_MESSAGES.invalidAmount;
  if (hasLimit && !fitsScale(input.price ?? '', spec.priceDecimals)) fields.price = MARKET_MESSAGES.invalidLimitPrice;
  if (isStop && !fitsScale(input.stopPrice ?? '', spec.priceDecimals))
    fields.stopPrice = MARKET_MESSAGES.invalidStopPrice;
  if (input.postOnly && (!hasLimit || input.timeInForce !== 'GTC'))
    fields.postOnly = MARKET_MESSAGES.postOnlyNeedsLimit;
  const firstMessage = Object.values(fields)[0];
  if (firstMessage) throw badRequest(firstMessage, fields);
  const parsed: ParsedOrder = { quantity: parseQuantity(spec, input.amount) };
  if (hasLimit) parsed.price = parsePrice(spec, input.price ?? '');
  if (isStop) parsed.stopPrice = parsePrice(spec, input.stopPrice ?? '');
  // "0.001" passes the schema's positive check but is 0 lots at 2 decimals.
  if (parsed.quantity <= 0n) throw badRequest(MARKET_MESSAGES.invalidAmount, { amount: MARKET_MESSAGES.invalidAmount });
  if (parsed.price === 0n)
    throw badRequest(MARKET_MESSAGES.invalidLimitPrice, { price: MARKET_MESSAGES.invalidLimitPrice });
  if (parsed.stopPrice === 0n)
    throw badRequest(MARKET_MESSAGES.invalidStopPrice, { stopPrice: MARKET_MESSAGES.invalidStopPrice });
  return parsed;
}

/**
 * The order's USD value for the trade-amount settings: its limit price, else its stop price, else
 * the market's last price (reference price before the first trade), times its amount.
 */
function orderValueUsd(book: MarketBook, order: ParsedOrder): bigint {
  const priceTicks = order.price ?? order.stopPrice ?? book.engine.lastPrice ?? referencePriceTicks(book.spec);
  return quoteToUsd(book.spec, notional(book.spec, priceTicks, order.quantity));
}

/** Minimum and maximum trade amount (settings, in USD) against the order's value. */
function assertWithinTradeLimits(
  valueUsd: bigint,
  limits: { minimumTradeAmount: number; maximumTradeAmount: number },
): void {
  const minimum = usdSettingToLedger(limits.minimumTradeAmount);
  const maximum = usdSettingToLedger(limits.maximumTradeAmount);
  if (valueUsd < minimum) {
    const message = MARKET_MESSAGES.belowMinimum(formatUsd(minimum));
    throw new AppError(400, MARKET_ERROR_CODES.belowMinimum, message, { amount: message });
  }
  if (valueUsd > maximum) {
    const message = MARKET_MESSAGES.aboveMaximum(formatUsd(maximum));
    throw new AppError(400, MARKET_ERROR_CODES.aboveMaximum, message, { amount: message });
  }
}

/**
 * What the order holds at entry: a sell holds its VINO; a limit (or stop-limit) buy holds price ×
 * amount in the quote asset (its fee is taken from the VINO it receives, so nothing more); a market
 * buy holds a budget: the cost of the amount against the current asks plus the maxSlippage allowance
 * (the engine never spends more); a stop-market buy, whose fill price is unknown, holds the stop
 * price × amount plus the same allowance.
 */
function holdFor(
  book: MarketBook,
  type: PlaceOrderInput['type'],
  side: PlaceOrderInput['side'],
  order: ParsedOrder,
  maxSlippagePercent: number,
): { asset: LedgerAsset; amount: bigint; quoteBudget?: bigint } {
  const spec = book.spec;
  if (side === 'sell') {
    if (type === 'market' && book.engine.snapshot(1).bids.length === 0)
      throw new AppError(409, 'NO_LIQUIDITY', MARKET_MESSAGES.noLiquidity);
    return { asset: spec.base as LedgerAsset, amount: quantityToLedger(spec, order.quantity) };
  }
  const quote = spec.quote as LedgerAsset;
  if (type === 'limit' || type === 'stop_limit')
    return { asset: quote, amount: notional(spec, order.price!, order.quantity) };
  if (type === 'stop_market') {
    const budget = withAllowance(notional(spec, order.stopPrice!, order.quantity), maxSlippagePercent);
    return { asset: quote, amount: budget, quoteBudget: budget };
  }
  const { cost } = costToBuy(spec, book.engine.snapshot(MARKET_BUY_PRICING_DEPTH).asks, order.quantity);
  if (cost === 0n) throw new AppError(409, 'NO_LIQUIDITY', MARKET_MESSAGES.noLiquidity);
  const budget = withAllowance(cost, maxSlippagePercent);
  return { asset: quote, amount: budget, quoteBudget: budget };
}

/** Where a command came from, for the audit log. */
export interface RequestMeta {
  ipAddress?: string;
  requestId?: string;
}

export interface PlaceOrderOptions {
  /** The demo market maker is a system account: no KYC profile, daily volume limit or audit row per quote. */
  isSystemAccount?: boolean;
  request?: RequestMeta;
}

/**
 * Places an order: settings and compliance checks, then in the market's queue and one transaction,
 * hold the funds, run the engine, settle every fill through the ledger and store orders and trades.
 */
export async function placeOrder(
  ctx: MarketContext,
  owner: ProfileOwner,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResponse> {
  if (!ctx.ownership.owns(input.market))
    return ctx.ownership.forward({ kind: 'place', market: input.market, owner, input, options });
  const settings = await ctx.settings.get();
  assertTradingOpen(settings);
  const checksKyc =
    !options.isSystemAccount &&
    (await ensureProfileForKyc(ctx.db, settings, owner, { demoMode: ctx.demoMode, knownProfiles: ctx.knownProfiles }));
  const spec = MARKETS[input.market];
  const parsed = parseAmounts(spec, input);
  const feePercent = settings.trading.tradingFeePercent;
  const orderId = randomUUID();

  const isExempt = options.isSystemAccount === true || isSystemOwner(owner);
  const holdAsset = (input.side === 'sell' ? spec.base : spec.quote) as LedgerAsset;

  const { outcome } = await runMarketCommand(ctx, input.market, {
    needs: {
      holdAccount: { userId: owner.id, asset: holdAsset },
      ...(isExempt ? {} : { volumeUserId: owner.id }),
      ...(checksKyc ? { kycUserId: owner.id } : {}),
    },
    apply: ({ book, batch, markEngineTouched }) => {
      if (checksKyc) assertKycStatusApproved(batch.kycStatus(owner.id));
      const valueUsd = orderValueUsd(book, parsed);
      assertWithinTradeLimits(valueUsd, settings.trading);
      const now = batch.now;
      if (!isExempt)
        assertWithinDailyVolume({
          tradedUsd: batch.tradedUsd(owner.id),
          orderValueUsd: valueUsd,
          dailyVolumeLimit: settings.trading.dailyVolumeLimit,
        });
      const hold = holdFor(book, input.type, input.side, parsed, settings.trading.maxSlippagePercent);
      // Checked in memory against the batch's view of the balance; the ledger's CHECK constraints
      // check again when the batch is written.
      if (batch.ledger.available({ userId: owner.id }, hold.asset) < hold.amount) throw insufficientBalance();
      const sequence = book.nextSequence++;
      const order: OrderInput = {
        id: orderId,
        ownerId: owner.id,
        side: input.side,
        type: input.type,
        quantity: parsed.quantity,
        timeInForce: input.timeInForce,
        sequence,
        timestamp: now.getTime(),
        ...(parsed.price !== undefined ? { price: parsed.price } : {}),
        ...(parsed.stopPrice !== undefined ? { stopPrice: parsed.stopPrice } : {}),
        ...(input.postOnly ? { postOnly: true } : {}),
        ...(hold.quoteBudget !== undefined ? { quoteBudget: hold.quoteBudget } : {}),
      };
      const created: OrderRow = {
        id: orderId,
        userId: owner.id,
        market: spec.id,
        side: input.side,
        type: input.type,
        timeInForce: input.timeInForce,
        postOnly: input.postOnly,
        price: parsed.price === undefined ? null : formatDecimal(parsed.price, spec.priceDecimals),
        stopPrice: parsed.stopPrice === undefined ? null : formatDecimal(parsed.stopPrice, spec.priceDecimals),
        quantity: formatDecimal(parsed.quantity, spec.quantityDecimals),
        filledQuantity: '0',
        filledQuote: '0',
        status: 'open',
        rejectReason: null,
        heldAsset: hold.asset,
        heldRemaining: formatDecimal(hold.amount, LEDGER_SCALE),
        quoteBudget: hold.quoteBudget === undefined ? null : formatDecimal(hold.quoteBudget, LEDGER_SCALE),
        isTriggered: false,
        sequence,
        priority: sequence,
        createdAt: now,
        updatedAt: now,
      };
      markEngineTouched();
      batch.ledger.add(holdEntry({ userId: owner.id, asset: hold.asset, amount: hold.amount, reference: orderId }));
      const events = book.engine.process({ kind: 'place', order });
      const outcome = applyEngineEvents(batch, { events, feePercent, created });
      if (!options.isSystemAccount) {
        const status = outcome.orders.find((row) => row.id === orderId)?.status;
        batch.addAudit({
          actorUserId: owner.id,
          action: 'order.place',
          entityType: 'order',
          entityId: orderId,
          data: {
            market: spec.id,
            side: input.side,
            type: input.type,
            amount: created.quantity,
            price: created.price,
            stopPrice: created.stopPrice,
            status,
            fills: outcome.trades.length,
          },
          ipAddress: options.request?.ipAddress ?? null,
          requestId: options.request?.requestId ?? null,
        });
      }
      return { outcome };
    },
  });

  const stored = outcome.orders.find((row) => row.id === orderId);
  if (!stored) throw new Error(`Placed order ${orderId} was not stored`);
  const fills = outcome.trades
    .filter((trade) => trade.takerOrderId === orderId || trade.makerOrderId === orderId)
    .map((trade) => {
      const priceTicks = parsePrice(spec, trade.price);
      const lots = parseQuantity(spec, trade.quantity);
      const isBuyer = input.side === 'buy';
      return {
        tradeId: trade.id,
        price: trade.price,
        amount: trade.quantity,
        total: totalText(spec, priceTicks, lots),
        fee: ledgerText(trade.takerOrderId === orderId ? trade.takerFee : trade.makerFee),
        feeAsset: isBuyer ? spec.base : spec.quote,
      };
    });
  return { order: orderToWire(stored), fills };
}
