import { VINO_PRODUCT_MAX_USD, VINO_PRODUCT_MIN_USD, type PaymentsConfig } from '../../../contracts/payments';
import { TEST_CARDS } from '../../../domain/payments/card';
import { getPurchasePrice } from './get-purchase-price';
import { MEMBERSHIP_PLANS } from './payment-products';
import type { PaymentsContext } from './payments-context';

/** What the payment screens need before the first payment: provider, catalogue, price, switches. */
export async function getPaymentsConfig(ctx: PaymentsContext): Promise<PaymentsConfig> {
  const [settings, price] = await Promise.all([ctx.settings.get(), getPurchasePrice(ctx)]);
  return {
    provider: ctx.provider.name,
    ...(ctx.provider.publishableKey ? { publishableKey: ctx.provider.publishableKey } : {}),
    vinoToken: {
      priceId: 'vino_token',
      name: 'VINO token',
      currency: 'usd',
      minAmount: String(VINO_PRODUCT_MIN_USD),
      maxAmount: String(VINO_PRODUCT_MAX_USD),
    },
    plans: MEMBERSHIP_PLANS.map(({ amountCents: _cents, ...plan }) => plan),
    price,
    testCards: ctx.provider.name === 'sandbox' ? TEST_CARDS.map((c) => ({ ...c })) : [],
    purchasesEnabled: !settings.platform.maintenanceMode,
    kycRequired: settings.platform.kycRequired,
    cryptoDeposit: ctx.cryptoDeposit
      ? { chainId: ctx.cryptoDeposit.chainId, address: ctx.cryptoDeposit.address }
      : null,
  };
}
