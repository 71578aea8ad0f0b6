import { describe, expect, it } from 'vitest';
import { changeTone, formatBalance, formatChangePercent, formatDecimalString, formatPrice } from './market-display';
import { ORDER_MESSAGES, previewOrder, validateOrderForm, type OrderFormValues } from './order-form-logic';
import { readTradingLimits } from './trading-limits';
import { normaliseSymbol, readTradingView } from './trading-query';

const view = (query: string) => readTradingView(new URLSearchParams(query));

describe('trading query parameters', () => {
  it('accepts a pair with a slash or a dash, in any case', () => {
    expect(view('symbol=VINO/ETH').marketId).toBe('VINO-ETH');
    expect(view('symbol=vino-btc').marketId).toBe('VINO-BTC');
    expect(view('symbol=VINO%2FUSDT&tab=spot')).toEqual({ tab: 'spot', marketId: 'VINO-USDT' });
  });

  it('falls back to VINO/USD and the spot tab for anything unknown', () => {
    expect(view('symbol=DOGE/USD&tab=nope')).toEqual({ tab: 'spot', marketId: 'VINO-USD' });
    expect(view('')).toEqual({ tab: 'spot', marketId: 'VINO-USD' });
  });

  it('VINO-STOCK selects the stock panel, never a market', () => {
    expect(normaliseSymbol('VINO-STOCK/USD')).toBe('VINO-STOCK');
    expect(view('symbol=VINO-STOCK')).toEqual({ tab: 'stock', marketId: 'VINO-USD' });
    expect(view('tab=stock&symbol=VINO/ETH')).toEqual({ tab: 'stock', marketId: 'VINO-ETH' });
    expect(view('tab=staking').tab).toBe('staking');
  });
});

describe('market display', () => {
  it('rounds prices as strings at the display decimals: 7 for BTC, 4 for USD', () => {
    expect(formatPrice('VINO-BTC', '0.00000944')).toBe('0.0000094');
    expect(formatPrice('VINO-BTC', '0.00000945')).toBe('0.0000095');
    expect(formatPrice('VINO-USD', '1234.56785')).toBe('1,234.5679');
    expect(formatPrice('VINO-USD', null)).toBe('—');
  });

  it('signs the 24 h change and picks its tone', () => {
    expect(formatChangePercent('1.5')).toBe('+1.50%');
    expect(formatChangePercent('-0.35')).toBe('-0.35%');
    expect(formatChangePercent('0')).toBe('0.00%');
    expect(changeTone('-0.001')).toBe('flat');
    expect(changeTone('-0.01')).toBe('down');
    expect(formatDecimalString('not a number', 2)).toBe('—');
  });

  it('truncates balances (never shows more than is there)', () => {
    expect(formatBalance('25225.548999999999999999', 'USD')).toBe('25,225.54');
    expect(formatBalance('0.123456789', 'BTC')).toBe('0.12345678');
    expect(formatBalance('0', 'VINO')).toBe('0.00');
  });
});

const form = (over: Partial<OrderFormValues>): OrderFormValues => ({
  kind: 'limit',
  amount: '10',
  price: '0.95',
  stopPrice: '',
  timeInForce: 'GTC',
  postOnly: false,
  ...over,
});

describe('order form validation (investor spec section 5)', () => {
  it('needs a positive amount', () => {
    for (const amount of ['', '0', '-1', 'abc', '1.234']) {
      expect(validateOrderForm('VINO-USD', form({ amount })).amount).toBe(ORDER_MESSAGES.amount);
    }
    expect(ORDER_MESSAGES.amount).toBe('Please enter a valid order amount');
  });

  it('needs a positive limit price for limit orders only', () => {
    expect(validateOrderForm('VINO-USD', form({ price: '' })).price).toBe('Please enter a valid limit price');
    expect(validateOrderForm('VINO-USD', form({ price: '0' })).price).toBe('Please enter a valid limit price');
    expect(validateOrderForm('VINO-USD', form({ kind: 'market', price: '' }))).toEqual({});
    expect(validateOrderForm('VINO-BTC', form({ price: '0.00000940' }))).toEqual({});
  });

  it('needs a stop price for stop orders; the limit price is optional there', () => {
    expect(validateOrderForm('VINO-USD', form({ kind: 'stop', price: '' })).stopPrice).toBe(
      'Please enter a valid stop price',
    );
    expect(validateOrderForm('VINO-USD', form({ kind: 'stop', price: '', stopPrice: '1.1' }))).toEqual({});
  });
});

describe('order preview', () => {
  it('computes the total exactly and the fee on what each side receives', () => {
    const buy = previewOrder('VINO-USD', 'buy', form({ amount: '10', price: '0.95' }), null, 0.1);
    expect(buy).toMatchObject({ total: '9.500000', feeAsset: 'VINO', isEstimate: false });
    expect(Number(buy.fee)).toBeCloseTo(0.01, 10);
    const sell = previewOrder('VINO-USD', 'sell', form({ amount: '10', price: '0.95' }), null, 0.1);
    expect(sell.feeAsset).toBe('USD');
    expect(Number(sell.fee)).toBeCloseTo(0.0095, 10);
  });

  it('estimates a market order at the last price, and shows nothing without one', () => {
    expect(previewOrder('VINO-USD', 'buy', form({ kind: 'market' }), '1.0002', 0.1)).toMatchObject({
      total: '10.002000',
      isEstimate: true,
    });
    expect(previewOrder('VINO-USD', 'buy', form({ kind: 'market' }), null, 0.1).total).toBeNull();
    expect(previewOrder('VINO-USD', 'buy', form({ amount: '' }), '1', 0.1).total).toBeNull();
  });
});

describe('trading limits', () => {
  it('reads the fee rate from the markets response, and never invents one before it loads', () => {
    expect(readTradingLimits(undefined).feePercent).toBeNull();
    const terms = {
      feePercent: 0.1,
      minimumTradeAmountUsd: 100,
      maximumTradeAmountUsd: 1_000_000,
      isTradingOpen: true,
    };
    expect(readTradingLimits({ markets: [], trading: terms }).feePercent).toBe(0.1);
  });
});
