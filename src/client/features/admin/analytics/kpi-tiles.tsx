/** The report's headline figures; growth figures carry their spec targets (section 9). */
import type { AdminReport } from '../../../../contracts/reports';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { REPORT_TARGETS } from '../../../../domain/reports/report-rates';
import { StatTile } from '../../../components/ui/stat-tile';
import { changeText, rateText } from './report-format';

const Sub = ({ children }: { children: string }) => (
  <span className="mt-0.5 block font-sans text-xs font-normal text-fg-muted">{children}</span>
);

export function KpiTiles({ report }: { report: AdminReport }) {
  const { kpis, performanceMetrics: m } = report;
  return (
    <dl aria-label="Key figures" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      <StatTile label="Total Users" metric="users">
        {formatInteger(kpis.totalUsers)}
        <Sub>{`+${formatInteger(kpis.newUsers)} in the period`}</Sub>
      </StatTile>
      <StatTile label="User Growth">
        {rateText(kpis.userGrowth)}
        <Sub>{`Target +${kpis.userGrowthTarget}% (+${REPORT_TARGETS.monthlyUserGrowth}% a month)`}</Sub>
      </StatTile>
      <StatTile label="Revenue" metric="revenue">
        {formatUsd(kpis.revenue, true)}
        <Sub>{`${changeText(kpis.revenueChange)} on the previous period · target +${REPORT_TARGETS.revenueGrowth}%`}</Sub>
      </StatTile>
      <StatTile label="Active Users" metric="active_users">
        {formatInteger(m.activeUsers)}
        <Sub>signed in, traded, paid or staked</Sub>
      </StatTile>
      <StatTile label="Average Investment">
        {formatUsd(m.averageInvestment, true)}
        <Sub>{`${formatInteger(kpis.buyers)} ${kpis.buyers === 1 ? 'buyer' : 'buyers'} in the period`}</Sub>
      </StatTile>
      <StatTile label="Lifetime Value">
        {formatUsd(m.lifetimeValue, true)}
        <Sub>revenue to date per user</Sub>
      </StatTile>
    </dl>
  );
}
