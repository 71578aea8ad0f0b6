/**
 * The buy page's payment methods (spec sections 3 and 9: id, name, description, fee percent,
 * processing time). Card settles at once; a bank (ACH) payment stays pending until the bank
 * settles it; crypto is settled by the provider on confirmation.
 */
import type { PurchaseMethod } from '../../../contracts/payments';

export const METHOD_LABELS: Readonly<
  Record<PurchaseMethod, { name: string; description: string; feeLabel: string; processingTime: string }>
> = {
  card: {
    name: 'Credit / debit card',
    description: 'Visa, Mastercard, American Express',
    feeLabel: '2.9%',
    processingTime: 'Instant',
  },
  bank: {
    name: 'Bank transfer (ACH)',
    description: 'Lower fees, paid from your bank account',
    feeLabel: '0.8%',
    processingTime: 'Pending until the bank settles',
  },
  crypto: { name: 'Crypto', description: 'Network fee $15', feeLabel: '0.1%', processingTime: 'On confirmation' },
};

export const METHOD_ORDER: readonly PurchaseMethod[] = ['card', 'bank', 'crypto'];
