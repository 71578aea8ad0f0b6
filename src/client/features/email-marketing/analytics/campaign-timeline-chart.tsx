/**
 * Opens and clicks per hour after a campaign went out, as a small SVG bar chart (no chart library:
 * the tab's chunk stays small). Each hour is a pair of bars; the hours are the ones with events.
 */
import type { CampaignAnalytics } from '../../../../contracts/email-campaigns';

type Point = CampaignAnalytics['items'][number]['timeline'][number];

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 24;
const hourLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric' });

export function CampaignTimelineChart({ name, points }: { name: string; points: Point[] }) {
  if (!points.length) return <p className="text-sm text-fg-muted">No opens or clicks yet.</p>;
  const max = Math.max(1, ...points.map((p) => Math.max(p.opens, p.clicks)));
  const slot = (WIDTH - PAD * 2) / points.length;
  const bar = Math.max(2, Math.min(24, slot / 2 - 2));
  const y = (v: number) => HEIGHT - PAD - (v / max) * (HEIGHT - PAD * 2);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${name}: opens and clicks per hour, at most ${max} in an hour`}
        className="h-40 w-full"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-border" />
        <text x={PAD} y={PAD - 8} className="fill-fg-subtle text-[10px]">
          {max}
        </text>
        {points.map((p, i) => {
          const x = PAD + i * slot + slot / 2;
          return (
            <g key={p.at}>
              <title>{`${hourLabel.format(new Date(p.at))}: ${p.opens} opens, ${p.clicks} clicks`}</title>
              <rect
                x={x - bar - 1}
                y={y(p.opens)}
                width={bar}
                height={HEIGHT - PAD - y(p.opens)}
                className="fill-gold"
              />
              <rect x={x + 1} y={y(p.clicks)} width={bar} height={HEIGHT - PAD - y(p.clicks)} className="fill-brand" />
              {(points.length <= 8 || i % Math.ceil(points.length / 8) === 0) && (
                <text x={x} y={HEIGHT - 6} textAnchor="middle" className="fill-fg-subtle text-[10px]">
                  {hourLabel.format(new Date(p.at))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-xs text-fg-muted">
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-2 w-3 rounded-sm bg-gold" /> Opens
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-2 w-3 rounded-sm bg-brand" /> Clicks
        </span>
      </figcaption>
    </figure>
  );
}
