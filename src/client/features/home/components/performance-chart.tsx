import type { PerformancePeriod } from '../../../../domain/wine-index-returns';
import { axisTicks } from './chart-scale';
import { useElementWidth } from './use-element-width';

const HEIGHT = 260;
const PAD = { top: 24, right: 8, bottom: 44, left: 58 };

/**
 * Cumulative return of investment-grade wine by holding period, as bars on a percent axis.
 * The selected period is highlighted; the others stay visible for comparison.
 */
export function PerformanceChart({
  selected,
  returnsPct,
}: {
  selected: PerformancePeriod;
  /** Cumulative return per period, computed from the wine index (periods without a figure left out). */
  returnsPct: ReadonlyArray<readonly [PerformancePeriod, number]>;
}) {
  const PERIODS = returnsPct.map(([p]) => p);
  const valueOf = new Map(returnsPct);
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const plotW = Math.max(120, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const max = Math.max(0, ...returnsPct.map(([, v]) => v));
  const ticks = axisTicks(max);
  const top = ticks[ticks.length - 1] ?? max;
  const slot = plotW / PERIODS.length;
  const barW = Math.min(64, slot * 0.56);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const baseline = PAD.top + plotH;

  return (
    <figure className="min-w-0">
      <div ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full"
          role="img"
          aria-labelledby="perf-chart-desc"
        >
          <desc id="perf-chart-desc">
            {`Cumulative return by holding period: ${returnsPct.map(([p, v]) => `${p} ${v}%`).join(', ')}.`}
          </desc>
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotW}
                y1={y(t)}
                y2={y(t)}
                className="stroke-border"
                strokeDasharray={t === 0 ? undefined : '3 4'}
              />
              <text
                x={PAD.left - 8}
                y={y(t) + 4}
                textAnchor="end"
                fontSize="12"
                className="fill-fg-subtle tabular-nums"
              >
                {t}%
              </text>
            </g>
          ))}
          <text
            x={12}
            y={PAD.top + plotH / 2}
            fontSize="11"
            className="fill-fg-subtle"
            textAnchor="middle"
            transform={`rotate(-90 12 ${PAD.top + plotH / 2})`}
          >
            Return (%)
          </text>
          {PERIODS.map((p, i) => {
            const v = valueOf.get(p) ?? 0;
            const cx = PAD.left + slot * i + slot / 2;
            const isSelected = p === selected;
            return (
              <g key={p}>
                <rect
                  x={cx - barW / 2}
                  y={y(v)}
                  width={barW}
                  height={baseline - y(v)}
                  rx={4}
                  className={isSelected ? 'fill-gold' : 'fill-brand'}
                  opacity={isSelected ? 1 : 0.6}
                />
                <text
                  x={cx}
                  y={y(v) - 7}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight={isSelected ? 700 : 400}
                  className={isSelected ? 'fill-fg' : 'fill-fg-muted'}
                >
                  +{v}%
                </text>
                <text
                  x={cx}
                  y={baseline + 18}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight={isSelected ? 700 : 400}
                  className={isSelected ? 'fill-fg' : 'fill-fg-subtle'}
                >
                  {p}
                </text>
              </g>
            );
          })}
          <text x={PAD.left + plotW / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="11" className="fill-fg-subtle">
            Holding period (years)
          </text>
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-subtle">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-gold" /> Selected period
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-brand opacity-60" /> Other periods
        </span>
      </figcaption>
    </figure>
  );
}
