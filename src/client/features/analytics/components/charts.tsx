/**
 * The suite's charts, drawn with recharts (the one charting library, loaded only in this
 * page's chunk). Each chart is a <figure> with a caption, axes with units, a legend and tooltips,
 * and a table for screen readers (the text alternative).
 */
import type { ReactNode } from 'react';
import { Area, Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFigure, type Unit } from './figure-format';
import { sparklineDomain } from './sparkline-scale';

const BRAND = 'var(--brand)';
const GOLD = 'var(--gold)';
const MUTED = 'var(--fg-muted)';
const GRID = 'var(--border)';
const TOOLTIP_STYLE = {
  background: 'var(--surface-2)',
  border: '1px solid var(--border)',
  borderRadius: 12,
  color: 'var(--fg)',
};
const AXIS_TICK = { fill: MUTED, fontSize: 12 };
/** Legend entries in the text colour (the series colour is on the swatch), readable on dark and light. */
const legendText = (value: string) => <span style={{ color: 'var(--fg)' }}>{value}</span>;

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // sr-only on a wrapper: a table sizes to its content, so on the table itself it would widen the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart with its caption and data table. `interactive` charts keep recharts' accessibility layer
 * (arrow keys move the tooltip along the data); the sparkline is decoration beside its card's
 * figures, so it is hidden from assistive technology and left out of the tab order.
 */
function Figure({
  caption,
  children,
  table,
  interactive = true,
}: {
  caption: string;
  children: ReactNode;
  table: ReactNode;
  interactive?: boolean;
}) {
  return (
    <figure className="m-0 min-w-0">
      {/* overflow-hidden: recharts parks its hidden tooltip box beside the chart, widening a 390 px page. */}
      <div aria-hidden={interactive ? undefined : true} className="overflow-hidden">
        {children}
      </div>
      <figcaption className="mt-1 text-xs text-fg-muted">{caption}</figcaption>
      {table}
    </figure>
  );
}

/** Says when the bars do not start at zero, and when the forecast is flat (a moving average is). */
function sparklineCaption(values: number[], domain: [number, number], unit: Unit): string {
  const head = `Forecast, next ${values.length} weeks`;
  if (values.length > 0 && values.every((v) => v === values[0]))
    return `${head}: flat at ${formatFigure(values[0], unit)}`;
  return domain[0] > 0 ? `${head} (bars start at ${formatFigure(domain[0], unit)}, not zero)` : head;
}

/** A KPI card's bar sparkline of the six-week forecast, its bars scaled to the forecast's range. */
export function ForecastSparkline({ values, unit, label }: { values: number[]; unit: Unit; label: string }) {
  const data = values.map((v, i) => ({ week: `Week +${i + 1}`, value: v }));
  const domain = sparklineDomain(values);
  return (
    <Figure
      interactive={false}
      caption={sparklineCaption(values, domain, unit)}
      table={
        <DataTable
          caption={`${label}: forecast`}
          head={['Week', 'Forecast']}
          rows={data.map((d) => [d.week, formatFigure(d.value, unit)])}
        />
      }
    >
      <BarChart
        data={data}
        responsive
        style={{ width: '100%', height: 56 }}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis dataKey="week" hide />
        <YAxis hide domain={domain} allowDataOverflow />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          formatter={(v) => [formatFigure(Number(v), unit), 'Forecast']}
          cursor={{ fill: 'var(--surface-3)' }}
        />
        <Bar dataKey="value" fill={GOLD} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </Figure>
  );
}

/** The acquisition funnel as horizontal bars (people per step) with this and the previous period. */
export function FunnelChart({ steps }: { steps: { label: string; count: number; previous: number }[] }) {
  return (
    <Figure
      caption="People at each step, this period and the previous one"
      table={
        <DataTable
          caption="User acquisition funnel"
          head={['Step', 'This period', 'Previous period']}
          rows={steps.map((s) => [s.label, s.count, s.previous])}
        />
      }
    >
      <BarChart
        data={steps}
        layout="vertical"
        responsive
        style={{ width: '100%', height: 300 }}
        margin={{ left: 8, right: 16 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis
          type="number"
          tick={AXIS_TICK}
          allowDecimals={false}
          label={{ value: 'people', position: 'insideBottomRight', offset: -4, fill: MUTED, fontSize: 12 }}
        />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={104} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--surface-3)' }} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        <Bar name="This period" dataKey="count" fill={BRAND} isAnimationActive={false} />
        <Bar name="Previous period" dataKey="previous" fill={GOLD} isAnimationActive={false} />
      </BarChart>
    </Figure>
  );
}

/** Revenue bars (USD, left axis) and new users (line, right axis) per bin of the BI view. */
export function RevenueUsersChart({ bins }: { bins: { label: string; revenue: number; newUsers: number }[] }) {
  return (
    <Figure
      caption="Revenue (USD, bars) and new users (line) per period; the last period is still running"
      table={
        <DataTable
          caption="Revenue and new users per period"
          head={['Period', 'Revenue', 'New users']}
          rows={bins.map((b) => [b.label, formatFigure(b.revenue, 'usd'), b.newUsers])}
        />
      }
    >
      <ComposedChart
        title="Revenue and new users per period"
        data={bins}
        responsive
        style={{ width: '100%', height: 280 }}
        margin={{ right: 8 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
        <YAxis yAxisId="usd" tick={AXIS_TICK} tickFormatter={(v) => formatFigure(Number(v), 'usd')} width={64} />
        <YAxis yAxisId="count" orientation="right" tick={AXIS_TICK} allowDecimals={false} width={40} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          formatter={(v, name) => [
            name === 'Revenue (USD)' ? formatFigure(Number(v), 'usd') : formatFigure(Number(v), 'count'),
            name,
          ]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        <Bar yAxisId="usd" name="Revenue (USD)" dataKey="revenue" fill={BRAND} isAnimationActive={false} />
        <Line
          yAxisId="count"
          name="New users"
          dataKey="newUsers"
          stroke={GOLD}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Figure>
  );
}

/** A series' weekly history and its forecast with the 80 % prediction interval as a band. */
export function TrendChart({
  label,
  unit,
  history,
  forecast,
}: {
  label: string;
  unit: Unit;
  history: { label: string; value: number }[];
  forecast: { forecast: number; lower: number; upper: number }[];
}) {
  const data = [
    ...history.map((h) => ({ label: h.label, actual: h.value })),
    ...forecast.map((f, i) => ({
      label: `+${i + 1}w`,
      forecast: f.forecast,
      band: [f.lower, f.upper] as [number, number],
    })),
  ];
  return (
    <Figure
      caption={`${label}: weekly history, forecast and its 80% prediction interval`}
      table={
        <DataTable
          caption={`${label} by week`}
          head={['Week', 'Actual', 'Forecast', 'Interval']}
          rows={data.map((d) => [
            d.label,
            'actual' in d ? formatFigure(d.actual ?? null, unit) : '',
            'forecast' in d ? formatFigure(d.forecast ?? null, unit) : '',
            'band' in d && d.band ? `${formatFigure(d.band[0], unit)} to ${formatFigure(d.band[1], unit)}` : '',
          ])}
        />
      }
    >
      <ComposedChart
        title={`${label} by week`}
        data={data}
        responsive
        style={{ width: '100%', height: 240 }}
        margin={{ right: 8 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={24} />
        <YAxis tick={AXIS_TICK} tickFormatter={(v) => formatFigure(Number(v), unit)} width={64} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          formatter={(v, name) =>
            Array.isArray(v)
              ? [`${formatFigure(Number(v[0]), unit)} to ${formatFigure(Number(v[1]), unit)}`, name]
              : [formatFigure(Number(v), unit), name]
          }
        />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        <Area
          name="80% interval"
          dataKey="band"
          fill={GOLD}
          fillOpacity={0.18}
          stroke="none"
          isAnimationActive={false}
        />
        <Line name="Actual" dataKey="actual" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line
          name="Forecast"
          dataKey="forecast"
          stroke={GOLD}
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Figure>
  );
}
