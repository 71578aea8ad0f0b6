/**
 * The last 20 prices of a market as a small line (operator spec: mini-chart of the last 20 prices),
 * with its low and high labelled so the line has a scale. Drawn from trade prices (display only).
 */
import { REALTIME_KEPT_PRICES } from '../../../../domain/realtime';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

export function MiniPriceChart({
  prices,
  label,
  format,
}: {
  prices: string[];
  label: string;
  format: (v: string) => string;
}) {
  const shown = prices.slice(-REALTIME_KEPT_PRICES);
  if (shown.length < 2) {
    return (
      <div className="flex h-24 items-center justify-center rounded-xl border border-dashed border-border text-sm text-fg-muted">
        Not enough trades yet for a price line
      </div>
    );
  }
  const values = shown.map(Number);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i / (values.length - 1)) * (WIDTH - 2 * PAD);
  const y = (v: number) => PAD + (1 - (v - min) / span) * (HEIGHT - 2 * PAD);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const isUp = values[values.length - 1]! >= values[0]!;
  const minText = format(shown[values.indexOf(min)]!);
  const maxText = format(shown[values.indexOf(max)]!);

  return (
    <figure className="m-0 flex items-stretch gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-24 min-w-0 flex-1"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}: last ${shown.length} prices from ${format(shown[0]!)} to ${format(shown[shown.length - 1]!)}, low ${minText}, high ${maxText}`}
      >
        <polyline
          points={points}
          fill="none"
          stroke={isUp ? 'var(--success)' : 'var(--danger)'}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption
        aria-hidden="true"
        className="flex flex-col justify-between text-right text-xs tabular-nums text-fg-subtle"
      >
        <span>{maxText}</span>
        <span>{minText}</span>
      </figcaption>
    </figure>
  );
}
