/**
 * Price chart of the selected market with the six timeframe buttons (5M 15M 1H 4H 1D 1W; a toggle
 * group, the pressed one is the chart's timeframe). Candles come from the server, built from trades.
 * The chart library is its own chunk, fetched once the candles are in: the page paints (and takes
 * input) without it, which is most of /trading's Total Blocking Time on a slow phone.
 */
import { lazy, Suspense, useState } from 'react';
import { TIMEFRAMES, type Candle, type Timeframe } from '../../../../contracts/market';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconRefresh } from '../../../components/ui/icons/objects';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCandles } from '../../../api/market/get-candles';
import { MARKETS, type MarketId } from '../market-display';
import type { ChartCandle } from './candle-chart';

const CandleChart = lazy(() => import('./candle-chart').then((m) => ({ default: m.CandleChart })));

/** Chart coordinates only: the library draws with numbers; every figure shown as text stays a string. */
function toChartCandle(candle: Candle): ChartCandle {
  return {
    time: Math.floor(Date.parse(candle.timestamp) / 1000),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

export function ChartPanel({ marketId }: { marketId: MarketId }) {
  const [timeframe, setTimeframe] = useState<Timeframe>('1H');
  const candles = useCandles(marketId, timeframe);
  const market = MARKETS[marketId];

  return (
    <Card as="section" aria-labelledby="chart-title" padding="md" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="chart-title" className="text-lg font-semibold text-fg">
          {market.label} price chart
        </h2>
        <div role="group" aria-label="Timeframe" className="flex flex-wrap gap-1">
          {TIMEFRAMES.map((tf) => (
            <button
              key={tf}
              type="button"
              aria-pressed={tf === timeframe}
              onClick={() => setTimeframe(tf)}
              className={cn(
                'focus-ring min-h-11 min-w-11 rounded-lg px-2 text-sm font-medium tabular-nums transition-colors',
                tf === timeframe ? 'bg-brand text-on-brand' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              {tf}
            </button>
          ))}
        </div>
      </div>
      {candles.data ? (
        <div className="relative">
          <Suspense fallback={<ChartLoading />}>
            <CandleChart
              candles={candles.data.candles.map(toChartCandle)}
              decimals={market.displayPriceDecimals}
              label={`${market.label} ${timeframe}`}
            />
          </Suspense>
          {candles.data.candles.length === 0 ? (
            <p className="absolute inset-0 flex items-center justify-center text-fg-muted">
              No trades in this timeframe yet
            </p>
          ) : null}
        </div>
      ) : candles.isError ? (
        <div className="flex h-[340px] flex-col items-center justify-center gap-3 text-center">
          <p role="alert" className="font-semibold text-fg">
            Unable to load the chart
          </p>
          <Button variant="secondary" leadingIcon={<IconRefresh size={18} />} onClick={() => void candles.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <ChartLoading />
      )}
    </Card>
  );
}

function ChartLoading() {
  return (
    <div role="status" aria-label="Loading chart">
      <Skeleton className="h-[340px] w-full" />
    </div>
  );
}
