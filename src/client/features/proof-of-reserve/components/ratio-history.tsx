import type { ReserveStatementWire } from '../../../../contracts/reserve';
import { Card, CardTitle } from '../../../components/ui/card';

const SHOWN = 30;
const WIDTH = 600;
const HEIGHT = 140;

/** The backing ratio of the latest statements, as a line and as a table (the table is what screen readers read). */
export function RatioHistory({ statements }: { statements: ReserveStatementWire[] }) {
  const recent = statements.slice(-SHOWN).filter((s) => s.backing_ratio !== 'none');
  const ratios = recent.map((s) => Number(s.backing_ratio));
  const low = Math.min(100, ...ratios) - 1;
  const high = Math.max(...ratios, 101) + 1;
  const x = (i: number) => (recent.length < 2 ? WIDTH / 2 : (i / (recent.length - 1)) * WIDTH);
  const y = (r: number) => HEIGHT - ((r - low) / (high - low)) * HEIGHT;
  const line = recent.map((s, i) => `${x(i).toFixed(1)},${y(Number(s.backing_ratio)).toFixed(1)}`).join(' ');

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle as="h2">Backing ratio history</CardTitle>
      {recent.length < 2 ? (
        <p className="text-fg-muted">The history starts with this statement; each new one adds a point.</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-36 w-full" aria-hidden="true" preserveAspectRatio="none">
          <line x1="0" x2={WIDTH} y1={y(100)} y2={y(100)} className="stroke-border" strokeDasharray="6 4" />
          <polyline
            points={line}
            fill="none"
            className="stroke-gold"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      {recent.length < 2 ? null : (
        <p className="text-sm text-fg-muted">The dashed line is 100%: every VINO covered by a dollar of wine.</p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">Latest reserve statements</caption>
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Statement
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Signed (UTC)
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Bottles
              </th>
              <th scope="col" className="py-2 font-medium">
                Backing ratio
              </th>
            </tr>
          </thead>
          <tbody>
            {[...statements]
              .reverse()
              .slice(0, 10)
              .map((s) => (
                <tr key={s.sequence} className="border-t border-border/70">
                  <td className="py-2 pr-4 tabular-nums">{s.sequence}</td>
                  <td className="py-2 pr-4 tabular-nums">{s.issued_at.replace('T', ' ').slice(0, 16)}</td>
                  <td className="py-2 pr-4 tabular-nums">{s.bottle_count.toLocaleString('en-US')}</td>
                  <td className="py-2 tabular-nums">{s.backing_ratio === 'none' ? '—' : `${s.backing_ratio}%`}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
