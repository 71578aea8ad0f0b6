/**
 * /buy-vino (investor spec sections 2-5, 7, 9): the price banner, the two-step purchase (amount,
 * then payment through the payments API), the order summary, the investor's profile card, the
 * growth projection chart and table, the wine index timeline, a calculator and the risk warning.
 * A signed-out buyer pressing Continue signs in first and comes back here with the amount kept.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PurchaseMethod } from '../../../contracts/payments';
import { quotePurchase } from '../../../domain/purchase/purchase-fees';
import { Card } from '../../components/ui/card';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePrices } from '../../api/prices/get-prices';
import { usePaymentsConfig } from '../../api/payments/get-payments-config';
import { useMyBalances } from '../../api/ledger/get-my-balances';
import { useSession } from '../../shared/session';
import { usePresale } from '../../api/metrics/get-presale';
import { initialBuyAmount } from './buy-query';
import { AmountStep, amountProblem } from './components/amount-step';
import { GrowthProjection } from './components/growth-projection';
import { HoldingCalculator } from './components/holding-calculator';
import { InvestmentProfileCard } from './components/investment-profile-card';
import { PaymentStep } from './components/payment-step';
import { PriceBanner } from './components/price-banner';
import { PurchaseResult } from './components/purchase-result';
import { RiskWarning } from './components/risk-warning';
import { WineIndexTimeline } from './components/wine-index-timeline';
import { formatVino } from './format-decimal';
import { purchasePrice } from './purchase-price';
import { usePurchaseFlow } from './use-purchase-flow';

const STEP_TITLES = { amount: 'Step 1 of 2: Amount', payment: 'Step 2 of 2: Payment', done: 'Done' } as const;

export default function BuyVinoPage() {
  useDocumentMeta(
    'Buy VINO — Wine-Backed Tokens',
    'Buy VINO, the token backed by investment-grade wine, by card, bank transfer or crypto. See the fees, the tokens you receive and a growth projection before you pay.',
  );
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [amount, setAmount] = useState(() => String(initialBuyAmount(searchParams)));
  const [paymentMethod, setPaymentMethod] = useState<PurchaseMethod>('card');
  const prices = usePrices();
  const presale = usePresale();
  const config = usePaymentsConfig();
  const balances = useMyBalances(session.isSignedIn);
  const flow = usePurchaseFlow();

  const price = purchasePrice(prices.data?.token, presale.data, new Date());
  const trimmed = amount.trim();
  const isValidAmount = trimmed !== '' && amountProblem(trimmed) === null;
  const quote = isValidAmount && price ? quotePurchase({ amount: trimmed, paymentMethod, price: price.value }) : null;
  const vinoBalance = balances.data?.balances.find((b) => b.asset === 'VINO');

  const onContinue = () => {
    if (!session.isSignedIn) {
      // The auth page sends the person back to `from` after signing in (app/access-guard.tsx).
      void navigate(paths.auth.getHref(), {
        state: { from: { pathname: paths.buyVino.getHref(), search: `?amount=${encodeURIComponent(trimmed)}` } },
      });
      return;
    }
    void flow.continueToPayment({ amount: trimmed, paymentMethod, provider: config.data?.provider ?? 'sandbox' });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Buy VINO</p>
        <h1 className="text-3xl font-semibold text-fg sm:text-4xl">Invest in wine-backed VINO tokens</h1>
        <p className="max-w-2xl text-fg-muted">
          Every VINO is backed by a reserve of investment-grade wine. Choose an amount, see every fee and the tokens you
          receive, then pay by card, bank transfer or crypto.
        </p>
      </header>

      <PriceBanner
        prices={prices.data}
        presale={presale.data}
        price={price}
        // The presale decides the first column's line: wait for both, so nothing shifts after.
        isPending={prices.isPending || presale.isPending}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        updatedAt={prices.dataUpdatedAt}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card as="section" aria-labelledby="purchase-title" padding="lg" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="purchase-title" className="text-xl font-semibold text-fg">
              Purchase VINO
            </h2>
            <p className="text-sm text-fg-muted" aria-live="polite">
              {STEP_TITLES[flow.step]}
            </p>
          </div>
          {flow.step === 'amount' ? (
            <AmountStep
              amount={amount}
              onAmountChange={(next) => {
                setAmount(next);
                flow.clearError();
              }}
              paymentMethod={paymentMethod}
              onMethodChange={setPaymentMethod}
              price={price?.value ?? null}
              isProcessing={flow.isProcessing}
              error={flow.error}
              needsVerification={flow.needsVerification}
              isSignedIn={session.isSignedIn}
              onContinue={onContinue}
            />
          ) : flow.step === 'payment' && flow.intent ? (
            <PaymentStep
              intent={flow.intent}
              config={config.data}
              isProcessing={flow.isProcessing}
              cardErrors={flow.cardErrors}
              onPay={(card) => void flow.pay(card)}
              onWalletPaid={flow.walletPaid}
              onBack={flow.back}
            />
          ) : flow.outcome ? (
            <PurchaseResult outcome={flow.outcome} onBuyMore={flow.startOver} />
          ) : null}
        </Card>

        <div className="flex flex-col gap-6">
          {session.isSignedIn ? (
            <Card as="section" aria-label="Your VINO balance" padding="sm" tone="highlight">
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold">Your VINO balance</p>
              <p className="mt-1 text-2xl font-semibold tabular-nums text-fg">
                {vinoBalance ? `${formatVino(vinoBalance.total)} VINO` : balances.isError ? 'Unavailable' : '…'}
              </p>
            </Card>
          ) : null}
          {session.profile ? <InvestmentProfileCard profile={session.profile} /> : null}
          <HoldingCalculator amount={isValidAmount ? Number(trimmed) : null} />
        </div>
      </div>

      <GrowthProjection amount={isValidAmount ? trimmed : null} quote={quote} />

      <WineIndexTimeline />

      <RiskWarning />
    </div>
  );
}
