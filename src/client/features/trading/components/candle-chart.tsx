/**
 * Candlestick chart of one market (lightweight-charts). Loaded lazily by the chart panel, so the
 * library (~45 KB gzip) is a chunk of its own, fetched after /trading has painted.
 * Colours come from the theme's CSS variables, read once when the chart is created; the price axis
 * shows the market's display decimals and the time axis local time.
 */
import { useEffect, useRef } from 'react';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';

export interface ChartCandle {
  /** Unix seconds of the candle's open. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const HEIGHT_PX = 340;

function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** About half the width of a time label ("12:00", "Nov 24"), and the right price scale's width. */
const HALF_TIME_LABEL_PX = 28;
const PRICE_SCALE_WIDTH_PX = 60;

export function CandleChart({ candles, decimals, label }: { candles: ChartCandle[]; decimals: number; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const grid = themeColor('--border', '#3d2e2c');
    const chart = createChart(container, {
      height: HEIGHT_PX,
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: themeColor('--fg-muted', '#c9b8ad'),
        attributionLogo: false,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid, timeVisible: true, secondsVisible: false },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: themeColor('--success', '#4cc38a'),
      downColor: themeColor('--danger', '#f0707a'),
      wickUpColor: themeColor('--success', '#4cc38a'),
      wickDownColor: themeColor('--danger', '#f0707a'),
      borderVisible: false,
    });
    chartRef.current = chart;
    seriesRef.current = series;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    seriesRef.current?.applyOptions({
      priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals },
    });
  }, [decimals]);

  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    series.setData(candles.map((c) => ({ ...c, time: c.time as UTCTimestamp })));
    const container = containerRef.current;
    const timeScale = chartRef.current?.timeScale();
    if (!timeScale || !container || candles.length === 0) return;
    // fitContent would put the first candle on the left edge, where its centred time label is cut
    // in half: leave room for half a label to the left of the first candle.
    const plotWidth = Math.max(1, container.clientWidth - PRICE_SCALE_WIDTH_PX);
    const padBars = (HALF_TIME_LABEL_PX * candles.length) / Math.max(1, plotWidth - HALF_TIME_LABEL_PX);
    timeScale.setVisibleLogicalRange({ from: -Math.max(1, padBars), to: candles.length - 0.5 });
  }, [candles]);

  const last = candles[candles.length - 1];
  return (
    <figure className="m-0">
      <div ref={containerRef} style={{ height: HEIGHT_PX }} aria-hidden="true" />
      <figcaption className="sr-only">
        {last
          ? `${label} candlestick chart, ${candles.length} candles; last close ${last.close.toFixed(decimals)}.`
          : `${label} candlestick chart, no trades in this period.`}
      </figcaption>
    </figure>
  );
}
