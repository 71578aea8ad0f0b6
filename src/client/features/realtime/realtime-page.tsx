/**
 * /realtime, the real-time data centre (operator spec section 2): live platform tiles, the trading
 * dashboard (symbol tabs, mini price chart, order book, recent trades), the system status panel
 * with the infrastructure summary, and the notification bell. Everything is measured or comes from
 * the server's feeds; nothing is simulated here.
 */
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSession } from '../../shared/session';
import { useLiveTickers } from '../../api/market/use-live-tickers';
import { MetricTiles } from './components/metric-tiles';
import { NotificationBell } from './components/notification-bell';
import { SystemStatusPanel } from './components/system-status-panel';
import { TradingDashboard } from './components/trading-dashboard';
import { DemoDataNotice } from '../../shared/demo-data-notice';

export default function RealtimePage() {
  useDocumentMeta(
    'Real-time Data Centre — VINO',
    'Live VINO markets: platform metrics, prices, order books, recent trades, system status and your notifications, streamed as they happen.',
  );
  const { isSignedIn, isDemoMode } = useSession();
  const markets = useLiveTickers();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-3">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Live</p>
          <h1 className="text-3xl font-semibold text-fg sm:text-4xl">Real-time Data Centre</h1>
          <p className="max-w-2xl text-fg-muted">
            Markets, platform metrics and system health as they happen, streamed from the exchange.
          </p>
          <DemoDataNotice text="Simulated activity: the order book and trades come from the demo market maker; the VINO-STOCK quote is reference data, not live." />
        </div>
        <NotificationBell isSignedIn={isSignedIn} />
      </header>

      <MetricTiles markets={markets.data?.markets} isDemoMode={isDemoMode} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(280px,360px)]">
        <TradingDashboard markets={markets.data?.markets} />
        <SystemStatusPanel />
      </div>
    </div>
  );
}
