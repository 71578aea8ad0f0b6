/**
 * /trading (investor spec section 2): the four live pair cards, the tab bar (Spot Trading, Staking,
 * Portfolio, Wallet) and the spot tab: chart, buy and sell forms, order book, my open orders,
 * trading history and the VINO-STOCK panel. `symbol` and `tab` live in the URL (trading-query.ts);
 * `tab=stock` or `symbol=VINO-STOCK` brings the stock panel to the top of the spot tab.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { type TradingTab } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLiveTickers } from '../../api/market/use-live-tickers';
import { useSession } from '../../shared/session';
import { ChartPanel } from './components/chart-panel';
import { LaterReleasePanel } from './components/later-release-panel';
import { OpenOrders } from './components/open-orders';
import { OrderBookPanel } from './components/order-book-panel';
import { OrderEntryPanel } from './components/order-entry-panel';
import { PairCards } from './components/pair-cards';
import { PriceAnnouncer } from './components/price-announcer';
import { StockPanel } from './components/stock-panel';
import { TradingHistory } from './components/trading-history';
import { formatPrice, marketLabel, type MarketId } from './market-display';
import { readTradingView } from './trading-query';
import { readTradingLimits } from './trading-limits';

type TabId = Exclude<TradingTab, 'stock'>;

/**
 * Panels of other features (staking, rebalancer, wallet), passed in by router.tsx so this feature
 * never imports them; an absent slot keeps its "later release" panel.
 */
export type TradingPanels = { staking?: ReactNode; portfolio?: ReactNode; wallet?: ReactNode };

export default function TradingPage({ panels = {} }: { panels?: TradingPanels }) {
  useDocumentMeta(
    'Trading — VINO exchange',
    'Trade VINO against USD, ETH, BTC and USDT: live prices, candlestick charts, order book, limit, market and stop orders, and your trading history.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, marketId } = readTradingView(searchParams);
  const { isSignedIn } = useSession();
  const markets = useLiveTickers();
  const selected = markets.data?.markets.find((m) => m.id === marketId);
  const lastPrice = selected?.ticker.last ?? null;
  const limits = readTradingLimits(markets.data);
  const isStockView = tab === 'stock';
  const stockRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isStockView) stockRef.current?.scrollIntoView({ block: 'start' });
  }, [isStockView]);

  function show(next: { tab?: TradingTab; marketId?: MarketId }) {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next.tab ?? (isStockView ? 'spot' : tab));
    params.set('symbol', next.marketId ?? marketId);
    setSearchParams(params, { replace: true });
  }

  const spot = (
    <div className="flex flex-col gap-6">
      {isStockView ? <StockPanel ref={stockRef} isFeatured /> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ChartPanel marketId={marketId} />
          <OrderEntryPanel marketId={marketId} lastPrice={lastPrice} feePercent={limits.feePercent} />
        </div>
        <OrderBookPanel marketId={marketId} />
      </div>
      <OpenOrders isSignedIn={isSignedIn} />
      <TradingHistory isSignedIn={isSignedIn} />
      {isStockView ? null : <StockPanel isFeatured={false} />}
    </div>
  );

  const items: TabItem<TabId>[] = [
    { id: 'spot', label: 'Spot Trading', content: spot },
    {
      id: 'staking',
      label: 'Staking',
      content: panels.staking ?? (
        <LaterReleasePanel
          title="Staking"
          description="Stake VINO in flexible and locked pools and earn rewards from the wine reserve's yield."
        />
      ),
    },
    {
      id: 'portfolio',
      label: 'Portfolio',
      content: panels.portfolio ?? (
        <LaterReleasePanel
          title="Portfolio rebalancer"
          description="See your allocation against your targets and rebalance with one order per asset."
        />
      ),
    },
    {
      id: 'wallet',
      label: 'Wallet',
      content: panels.wallet ?? (
        <LaterReleasePanel
          title="Advanced wallet"
          description="Connect a browser wallet, review its tokens and transactions, and send VINO."
        />
      ),
    },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">VINO exchange</p>
        <h1 className="text-3xl font-semibold text-fg sm:text-4xl">Trading Platform</h1>
        <p className="max-w-2xl text-fg-muted">
          Real order books with price-time priority. Prices, charts and history come from the trades on this exchange.
        </p>
      </header>

      <PairCards
        markets={markets.data?.markets}
        isError={markets.isError}
        selected={marketId}
        onSelect={(id) => show({ marketId: id })}
      />
      {markets.isError && !markets.data ? (
        <p role="alert" className="text-sm text-danger">
          Unable to load the markets. {markets.error.message}
        </p>
      ) : null}
      <PriceAnnouncer text={lastPrice ? `${marketLabel(marketId)} ${formatPrice(marketId, lastPrice)}` : null} />

      <Tabs
        label="Trading sections"
        items={items}
        value={isStockView ? 'spot' : tab}
        onValueChange={(next) => show({ tab: next })}
      />
    </div>
  );
}
