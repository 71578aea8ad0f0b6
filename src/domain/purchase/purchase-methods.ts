/**
 * Every way to buy VINO the product supports ("Buying VINO"), in display order, with
 * the words each page shows. This is the one list: the buy page (/buy-vino) and the Payment Center
 * (/payments) both render it, and the contracts' PURCHASE_METHODS is this list, so a method added
 * here is offered everywhere and validated by the server.
 */
import { NETWORK_FEE_CENTS, TRANSACTION_FEE_BPS, type PurchaseMethod } from './purchase-fees';

export const PURCHASE_METHOD_IDS = ['card', 'bank', 'crypto'] as const satisfies readonly PurchaseMethod[];

export interface PurchaseMethodDetails {
  /** The buy page's name. */
  name: string;
  /** The Payment Center's name and one-line summary (spec section 2: "Instant processing", "Lower fees"). */
  centerName: string;
  summary: string;
  description: string;
  /** "2.9%": the transaction fee of TRANSACTION_FEE_BPS. */
  feeLabel: string;
  processingTime: string;
}

const percentOfBps = (bps: bigint) => `${Number(bps) / 100}%`;
const usdOfCents = (cents: bigint) => `$${Number(cents) / 100}`;

export const PURCHASE_METHOD_DETAILS: Readonly<Record<PurchaseMethod, PurchaseMethodDetails>> = {
  card: {
    name: 'Credit / debit card',
    centerName: 'Credit or Debit Card',
    summary: 'Instant processing',
    description: 'Visa, Mastercard, American Express',
    feeLabel: percentOfBps(TRANSACTION_FEE_BPS.card),
    processingTime: 'Instant',
  },
  bank: {
    name: 'Bank transfer (ACH)',
    centerName: 'Bank Transfer (ACH)',
    summary: 'Lower fees',
    description: 'Lower fees, paid from your bank account',
    feeLabel: percentOfBps(TRANSACTION_FEE_BPS.bank),
    processingTime: 'Pending until the bank settles',
  },
  crypto: {
    name: 'Crypto',
    centerName: 'Crypto (ETH)',
    summary: 'Pay from your wallet',
    description: `Network fee ${usdOfCents(NETWORK_FEE_CENTS.crypto)}`,
    feeLabel: percentOfBps(TRANSACTION_FEE_BPS.crypto),
    processingTime: 'On confirmation',
  },
};
