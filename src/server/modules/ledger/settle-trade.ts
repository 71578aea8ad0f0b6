import type { LedgerAsset } from '../../../domain/ledger-assets';
import type { Database, Transaction } from '../../db/client';
import { unbalancedEntry } from './ledger-errors';
import { postEntry, type PostedEntry, type PostingInput } from './post-entry';

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
 * Settles one trade as one entry (kind `trade`, reference the trade id): the buyer pays quote and
 * receives base less its fee, the seller delivers base and receives quote less its fee.
 */
export async function settleTrade(tx: Database | Transaction, t: SettleTradeInput): Promise<PostedEntry> {
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
  return postEntry(tx, {
    kind: 'trade',
    reference: t.tradeId,
    memo: `Trade ${t.baseAsset}/${t.quoteAsset}`,
    postings: lines.filter((l) => l.amount !== 0n),
  });
}
