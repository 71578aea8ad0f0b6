/**
 * /trading (investor spec section 2): the four live pair cards, the tab bar (Spot Trading, Staking,
 * Portfolio, Wallet) and the spot tab: chart, buy and sell forms, order book, my open orders,
 * trading history and the VINO-STOCK panel. `symbol` and `tab` live in the URL (trading-query.ts);
 * `tab=stock` or `symbol=VINO-STOCK` brings the stock panel to the top of the spot tab.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useDocumentMeta } from '../../lib/use-document-meta';

/**
 * Panels of other features (staking, rebalancer, wallet), passed in by router.tsx so this feature
 * never imports them; an absent slot keeps its "later release" panel.
 */
export type TradingPanels = { staking?: ReactNode; portfolio?: ReactNode; wallet?: ReactNode };

// The header is the page's largest paint and needs nothing but this chunk; the live panels (their
// fetchers, socket hooks and schemas: some 30 small files) load beside it and fill in below.
const TradingBody = lazy(() => import('./trading-body'));

export default function TradingPage({ panels = {} }: { panels?: TradingPanels }) {
  useDocumentMeta(
    'Trading — VINO exchange',
    'Trade VINO against USD, ETH, BTC and USDT: live prices, candlestick charts, order book, limit, market and stop orders, and your trading history.',
  );
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">VINO exchange</p>
        <h1 className="text-3xl font-semibold text-fg sm:text-4xl">Trading Platform</h1>
        <p className="max-w-2xl text-fg-muted">
          Real order books with price-time priority. Prices, charts and history come from the trades on this exchange.
        </p>
      </header>
      {/* Holds the footer below the screen until the body arrives, so nothing visible shifts. */}
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <TradingBody panels={panels} />
      </Suspense>
    </div>
  );
}
