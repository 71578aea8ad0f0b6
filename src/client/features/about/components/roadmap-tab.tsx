import { Badge, type BadgeTone } from '../../../components/ui/badge';

type RoadmapStatus = 'Completed' | 'In Progress' | 'Upcoming' | 'Future';

const STATUS_TONE: Record<RoadmapStatus, BadgeTone> = {
  Completed: 'success',
  'In Progress': 'gold',
  Upcoming: 'info',
  Future: 'neutral',
};

/** The spec's roadmap statuses: Q1 Completed, Q2 In Progress, Q3 Upcoming, Q4 Future. */
const QUARTERS: ReadonlyArray<{ quarter: string; status: RoadmapStatus; items: readonly string[] }> = [
  {
    quarter: 'Q1',
    status: 'Completed',
    items: ['Initial wine reserve acquired and appraised', 'Smart contract audit', 'Presale opened'],
  },
  {
    quarter: 'Q2',
    status: 'In Progress',
    items: ['Exchange launch: VINO/USD, ETH, BTC and USDT markets', 'Staking pools', 'Live reserve reporting'],
  },
  {
    quarter: 'Q3',
    status: 'Upcoming',
    items: ['Premium Circle bottle redemption', 'Mobile experience', 'Additional vault partners'],
  },
  {
    quarter: 'Q4',
    status: 'Future',
    items: ['Cross-chain availability', 'Institutional custody integrations', 'New regions in the reserve'],
  },
];

export function RoadmapTab() {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-fg">Development Roadmap</h2>
      <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {QUARTERS.map((q) => (
          <li key={q.quarter} className="rounded-2xl border border-border bg-surface-2/60 p-5">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-display text-2xl font-semibold text-fg">{q.quarter}</h3>
              <Badge tone={STATUS_TONE[q.status]}>{q.status}</Badge>
            </div>
            <ul className="mt-4 space-y-2 text-sm text-fg-muted">
              {q.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
