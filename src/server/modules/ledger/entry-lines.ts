import type { LedgerAsset } from '../../../domain/ledger-assets';
import { unbalancedEntry } from './ledger-errors';
import type { EntryInput, PostingInput } from './post-entry';

export interface HoldInput {
  userId: string;
  asset: LedgerAsset;
  /** Positive, at LEDGER_SCALE. */
  amount: bigint;
  /** Unique among holds, e.g. the order id. */
  reference: string;
  memo?: string;
}

export interface SettleTradeInput {
  tradeId: string;
  baseAsset: LedgerAsset;
  quoteAsset: LedgerAsset;
  buyerId: string;
  sellerId: string;
  /** Base the seller delivers (before the buyer's fee), at LEDGER_SCALE. */
  baseAmount: bigint;
  /** Quote the buyer pays (before the seller's fee), at LEDGER_SCALE. */
  quoteAmount: bigint;
  /** Taken from the base the buyer receives, to the system fees account. */
  buyerFee: bigint;
  /** Taken from the quote the seller receives, to the system fees account. */
  sellerFee: bigint;
  /** Part of quoteAmount leaving the buyer's held bucket; the rest leaves available. */
  buyerQuoteFromHeld: bigint;
  /** Part of baseAmount leaving the seller's held bucket; the rest leaves available. */
  sellerBaseFromHeld: bigint;
}

/**
 * The entries an order's life posts, as data: posted one by one with postEntry (holdFunds,
 * releaseHold, settleTrade) or many at once by a market batch (LedgerBatch), with the same lines.
 */
export function holdEntry(input: HoldInput): EntryInput {
  return {
    kind: 'hold',
    reference: input.reference,
    memo: input.memo ?? 'Funds held for an order',
    postings: [
      { account: { userId: input.userId }, asset: input.asset, bucket: 'available', amount: -input.amount },
      { account: { userId: input.userId }, asset: input.asset, bucket: 'held', amount: input.amount },
    ],
  };
}

/** Held back to available (cancelled or finished order); `reference` unique among releases. */
export function releaseEntry(input: HoldInput): EntryInput {
  return {
    kind: 'release',
    reference: input.reference,
    memo: input.memo ?? 'Held funds released',
    postings: [
      { account: { userId: input.userId }, asset: input.asset, bucket: 'held', amount: -input.amount },
      { account: { userId: input.userId }, asset: input.asset, bucket: 'available', amount: input.amount },
    ],
  };
}

/**
 * One trade as one entry (kind `trade`, reference the trade id): the buyer pays quote and receives
 * base less its fee, the seller delivers base and receives quote less its fee.
 */
export function tradeEntry(t: SettleTradeInput): EntryInput {
  const amounts = [t.baseAmount, t.quoteAmount, t.buyerFee, t.sellerFee, t.buyerQuoteFromHeld, t.sellerBaseFromHeld];
  if (amounts.some((a) => a < 0n)) throw unbalancedEntry('Trade amounts cannot be negative');
  if (t.baseAmount === 0n || t.quoteAmount === 0n) throw unbalancedEntry('A trade moves both assets');
  if (t.buyerFee > t.baseAmount || t.sellerFee > t.quoteAmount) throw unbalancedEntry('A fee exceeds the trade');
  if (t.buyerQuoteFromHeld > t.quoteAmount || t.sellerBaseFromHeld > t.baseAmount)
    throw unbalancedEntry('More taken from held than the trade moves');

  const buyer = { userId: t.buyerId };
  const seller = { userId: t.sellerId };
  const fees = { system: 'fees' as const };
  const lines: PostingInput[] = [
    { account: buyer, asset: t.quoteAsset, bucket: 'held', amount: -t.buyerQuoteFromHeld },
    { account: buyer, asset: t.quoteAsset, bucket: 'available', amount: -(t.quoteAmount - t.buyerQuoteFromHeld) },
    { account: seller, asset: t.quoteAsset, bucket: 'available', amount: t.quoteAmount - t.sellerFee },
    { account: fees, asset: t.quoteAsset, bucket: 'available', amount: t.sellerFee },
    { account: seller, asset: t.baseAsset, bucket: 'held', amount: -t.sellerBaseFromHeld },
    { account: seller, asset: t.baseAsset, bucket: 'available', amount: -(t.baseAmount - t.sellerBaseFromHeld) },
    { account: buyer, asset: t.baseAsset, bucket: 'available', amount: t.baseAmount - t.buyerFee },
    { account: fees, asset: t.baseAsset, bucket: 'available', amount: t.buyerFee },
  ];
  return {
    kind: 'trade',
    reference: t.tradeId,
    memo: `Trade ${t.baseAsset}/${t.quoteAsset}`,
    postings: lines.filter((l) => l.amount !== 0n),
  };
}
