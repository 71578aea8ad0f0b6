/**
 * The growth projection chart: the ten-quarter price path as an SVG line. A quarter is chosen by
 * clicking a point, dragging along the line (mouse, pen or touch) or with the keyboard (the chart
 * is a slider: arrows, Home, End). Nothing is selected until the person chooses (spec section 4).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { QuarterlyProjection } from '../../../../domain/purchase/growth-projection';
import { cn } from '../../../lib/cn';

/** The drawing is laid out at its real pixel width (not scaled), so its text stays legible. */
const DEFAULT_WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 56, right: 16, top: 28, bottom: 36 };
/** Quarter labels closer than this are thinned out (every second or third one shown). */
const MIN_LABEL_GAP_PX = 64;
const PRICE_TOP = 3;
const GRID = [0, 1, 2, 3];

interface ChartProps {
  rows: readonly QuarterlyProjection[];
  selected: number | null;
  onSelect: (index: number) => void;
}

const xOf = (i: number, count: number, width: number) => PAD.left + (i * (width - PAD.left - PAD.right)) / (count - 1);
const yOf = (price: number) => PAD.top + (1 - price / PRICE_TOP) * (HEIGHT - PAD.top - PAD.bottom);

export function GrowthProjectionChart({ rows, selected, onSelect }: ChartProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  const count = rows.length;
  const points = rows.map((row, i) => ({ x: xOf(i, count, width), y: yOf(Number(row.price)), row }));
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_GAP_PX / ((width - PAD.left - PAD.right) / (count - 1))));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  const area = `${line} L${points[count - 1]?.x},${yOf(0)} L${points[0]?.x},${yOf(0)} Z`;

  /** The quarter nearest to the pointer, from its position over the drawing. */
  const indexAt = (clientX: number) => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    const x = ((clientX - box.left) / box.width) * width;
    const step = (width - PAD.left - PAD.right) / (count - 1);
    return Math.min(count - 1, Math.max(0, Math.round((x - PAD.left) / step)));
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    onSelect(indexAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (dragging.current) onSelect(indexAt(event.clientX));
  };
  const stopDragging = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = selected ?? -1;
    const next: Record<string, number> = {
      ArrowRight: Math.min(count - 1, current + 1),
      ArrowUp: Math.min(count - 1, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      ArrowDown: Math.max(0, current - 1),
      Home: 0,
      End: count - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
  };

  const chosen = selected === null ? null : points[selected];

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Growth projection quarter"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={selected === null ? undefined : selected + 1}
      aria-valuetext={
        chosen
          ? `${chosen.row.quarter}: price $${chosen.row.price}, projected ROI ${chosen.row.projectedROI}%`
          : 'No quarter selected'
      }
      onKeyDown={onKeyDown}
      className="focus-ring rounded-xl"
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-[260px] w-full cursor-pointer touch-pan-y select-none"
        aria-hidden="true"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopDragging}
        onPointerCancel={stopDragging}
      >
        <defs>
          <linearGradient id="projection-area" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--color-gold)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--color-gold)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {GRID.map((price) => (
          <g key={price}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={yOf(price)}
              y2={yOf(price)}
              stroke="currentColor"
              className="text-border"
              strokeDasharray={price === 0 ? undefined : '4 6'}
            />
            <text x={PAD.left - 8} y={yOf(price) + 4} textAnchor="end" fontSize="13" className="fill-fg-subtle">
              ${price}.00
            </text>
          </g>
        ))}
        <path d={area} fill="url(#projection-area)" />
        <path d={line} fill="none" stroke="var(--color-gold)" strokeWidth="3" strokeLinejoin="round" />
        {chosen ? (
          <line
            x1={chosen.x}
            x2={chosen.x}
            y1={PAD.top}
            y2={yOf(0)}
            stroke="var(--color-gold)"
            strokeOpacity="0.6"
            strokeDasharray="3 4"
          />
        ) : null}
        {points.map((p, i) => (
          <g key={p.row.quarter}>
            <circle
              cx={p.x}
              cy={p.y}
              r={i === selected ? 8 : 5}
              className={cn(i === selected ? 'fill-gold stroke-fg' : 'fill-surface stroke-gold')}
              strokeWidth="3"
            />
            {i % labelEvery === 0 || i === selected ? (
              <text
                x={p.x}
                y={HEIGHT - 12}
                textAnchor={i === count - 1 ? 'end' : 'middle'}
                fontSize="13"
                className={i === selected ? 'fill-gold font-semibold' : 'fill-fg-subtle'}
              >
                {p.row.quarter.replace(/ (\d\d)(\d\d)$/, " '$2")}
              </text>
            ) : null}
          </g>
        ))}
        {chosen ? (
          <text
            x={Math.min(Math.max(chosen.x, PAD.left + 50), width - PAD.right - 50)}
            y={Math.max(chosen.y - 16, 14)}
            textAnchor="middle"
            fontSize="14"
            className="fill-fg font-semibold"
          >
            ${chosen.row.price} · +{chosen.row.projectedROI}%
          </text>
        ) : null}
      </svg>
    </div>
  );
}
