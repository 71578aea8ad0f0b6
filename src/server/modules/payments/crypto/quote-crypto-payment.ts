import { ethUsdRate, formatWeiAsEth, quoteWei } from '../../../../domain/payments/crypto-quote';
import { MARKETS } from '../../../../domain/exchange/markets';
import { AppError } from '../../../platform/http/app-error';
import type { PaymentsContext } from '../payments-context';

/** Stored on the payment's metadata at intent time: what the wallet must send, and where. */
export interface CryptoQuote {
  chainId: number;
  address: string;
  wei: string;
  eth: string;
  ethUsd: string;
}

/**
 * The ETH price of a crypto purchase of `amountUsd`, fixed when the intent is created: the exchange's
 * last VINO/USD and VINO/ETH trades (each market's reference price before its first trade) give the
 * cross rate. Only when wallet payments are configured.
 */
export async function quoteCryptoPayment(ctx: PaymentsContext, amountUsd: string): Promise<CryptoQuote> {
  const deposit = ctx.cryptoDeposit!;
  const [lastUsd, lastEth] = await Promise.all([
    ctx.lastVinoPrice().catch(() => null),
    ctx.lastVinoEthPrice().catch(() => null),
  ]);
  const vinoUsd = lastUsd ?? MARKETS['VINO-USD'].referencePrice;
  const vinoEth = lastEth ?? MARKETS['VINO-ETH'].referencePrice;
  const wei = quoteWei({ amountUsd, vinoUsd, vinoEth });
  if (wei === null) throw new AppError(503, 'NO_ETH_RATE', 'The ETH price is not available. Please try again later.');
  return {
    chainId: deposit.chainId,
    address: deposit.address,
    wei: wei.toString(),
    eth: formatWeiAsEth(wei),
    ethUsd: ethUsdRate(vinoUsd, vinoEth),
  };
}

/** The quote stored on a payment's metadata, if it is a wallet payment. */
export function cryptoQuoteOf(metadata: Record<string, unknown>): CryptoQuote | undefined {
  const quote = metadata['cryptoQuote'];
  return quote && typeof quote === 'object' ? (quote as CryptoQuote) : undefined;
}
