/**
 * The buy and sell forms side by side (stacked on phones), with the balances they spend from and,
 * in demo mode, the clearly labelled sandbox grant of test funds.
 */
import { Card } from '../../../components/ui/card';
import { useSession } from '../../../shared/session';
import { useMyBalances } from '../../../api/ledger/get-my-balances';
import { MARKETS, type MarketId } from '../market-display';
import { OrderForm } from './order-form';
import { SandboxGrantButton } from './sandbox-grant-button';

interface OrderEntryPanelProps {
  marketId: MarketId;
  lastPrice: string | null;
  feePercent: number | null;
}

export function OrderEntryPanel({ marketId, lastPrice, feePercent }: OrderEntryPanelProps) {
  const { isSignedIn, isDemoMode } = useSession();
  const balances = useMyBalances(isSignedIn);
  const market = MARKETS[marketId];
  const availableOf = (asset: string) =>
    balances.data ? (balances.data.balances.find((b) => b.asset === asset)?.available ?? '0') : null;

  return (
    <Card as="section" aria-labelledby="order-entry-title" padding="md" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-entry-title" className="text-lg font-semibold text-fg">
          Place an order on {market.label}
        </h2>
        {isSignedIn && isDemoMode ? <SandboxGrantButton /> : null}
      </div>
      {balances.isError ? (
        <p role="alert" className="text-sm text-danger">
          Your balances could not be loaded: {balances.error.message}
        </p>
      ) : null}
      <div className="grid gap-8 md:grid-cols-2">
        {/* Keyed by market: a price typed for one pair never carries over to another. */}
        <OrderForm
          key={`buy-${marketId}`}
          marketId={marketId}
          side="buy"
          lastPrice={lastPrice}
          feePercent={feePercent}
          available={availableOf(market.quote)}
          isSignedIn={isSignedIn}
        />
        <OrderForm
          key={`sell-${marketId}`}
          marketId={marketId}
          side="sell"
          lastPrice={lastPrice}
          feePercent={feePercent}
          available={availableOf(market.base)}
          isSignedIn={isSignedIn}
        />
      </div>
    </Card>
  );
}
