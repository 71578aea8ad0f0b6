import { HISTORICAL_PERFORMANCE_PCT, type PerformancePeriod } from '../../../../domain/constants';
import { axisTicks } from './chart-scale';

const PERIODS = Object.keys(HISTORICAL_PERFORMANCE_PCT) as PerformancePeriod[];

// Chart geometry in SVG user units; the SVG scales to its container width.
const WIDTH = 560;
const HEIGHT = 280;
const PAD = { top: 24, right: 12, bottom: 36, left: 52 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * Cumulative return of investment-grade wine by holding period, as bars on a percent axis.
 * The selected period is highlighted; the others stay visible for comparison.
 */
export function PerformanceChart({ selected }: { selected: PerformancePeriod }) {
  const max = Math.max(...PERIODS.map((p) => HISTORICAL_PERFORMANCE_PCT[p]));
  const ticks = axisTicks(max);
  const top = ticks[ticks.length - 1] ?? max;
  const slot = PLOT_W / PERIODS.length;
  const barW = Math.min(56, slot * 0.55);
  const y = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H;

  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="perf-chart-desc">
        <desc id="perf-chart-desc">
          {`Cumulative return by holding period: ${PERIODS.map((p) => `${p} ${HISTORICAL_PERFORMANCE_PCT[p]}%`).join(', ')}.`}
        </desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray={t === 0 ? undefined : '3 4'} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize="12" className="fill-fg-subtle tabular-nums">
              {t}%
            </text>
          </g>
        ))}
        <text x={14} y={PAD.top + PLOT_H / 2} fontSize="11" className="fill-fg-subtle" textAnchor="middle" transform={`rotate(-90 14 ${PAD.top + PLOT_H / 2})`}>
          Cumulative return (%)
        </text>
        {PERIODS.map((p, i) => {
          const v = HISTORICAL_PERFORMANCE_PCT[p];
          const cx = PAD.left + slot * i + slot / 2;
          const isSelected = p === selected;
          return (
            <g key={p}>
              <rect
                x={cx - barW / 2}
                y={y(v)}
                width={barW}
                height={PAD.top + PLOT_H - y(v)}
                rx={4}
                className={isSelected ? 'fill-gold' : 'fill-brand'}
                opacity={isSelected ? 1 : 0.55}
              />
              <text x={cx} y={y(v) - 6} textAnchor="middle" fontSize="12" fontWeight={isSelected ? 700 : 400} className={isSelected ? 'fill-fg' : 'fill-fg-muted'}>
                +{v}%
              </text>
              <text x={cx} y={HEIGHT - 12} textAnchor="middle" fontSize="12" className={isSelected ? 'fill-fg' : 'fill-fg-subtle'}>
                {p}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex items-center gap-4 text-xs text-fg-subtle">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-gold" /> Selected period
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-brand opacity-60" /> Other periods
        </span>
        <span>Holding period (years)</span>
      </figcaption>
    </figure>
  );
}
