/** The four stat cards of /dashboard: account status (role), KYC status, portfolio value, VINO tokens. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PortfolioResponse } from '../../../../contracts/portfolio';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatAmount, formatUsd, kycLabel } from '../dashboard-format';

const ROLE_LABEL: Record<string, string> = { user: 'User', investor: 'Investor', admin: 'Administrator' };

function LedgerFigure({
  portfolio,
  pick,
}: {
  portfolio: UseQueryResult<PortfolioResponse, Error>;
  pick: (p: PortfolioResponse) => string;
}) {
  if (portfolio.data)
    return (
      <p className="mt-2 text-lg font-semibold tracking-tight tabular-nums text-fg [overflow-wrap:anywhere] sm:text-2xl sm:tracking-normal">
        {pick(portfolio.data)}
      </p>
    );
  if (portfolio.isError)
    return (
      <div className="mt-2 flex items-center gap-3">
        <span className="text-sm text-danger">Unavailable</span>
        <Button variant="ghost" size="sm" onClick={() => void portfolio.refetch()}>
          Retry
        </Button>
      </div>
    );
  return <Skeleton className="mt-3 h-7 w-32" />;
}

/** Tighter padding under 640 px, so a six-figure dollar amount fits a half-width card at 390 px. */
function StatCard({ children }: { children: ReactNode }) {
  return (
    <Card padding="none" className="p-4 sm:p-6">
      {children}
    </Card>
  );
}

export function StatCards({
  role,
  kycStatus,
  portfolio,
}: {
  role: string | undefined;
  kycStatus: string | undefined;
  portfolio: UseQueryResult<PortfolioResponse, Error>;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard>
        <CardDescription>Account status</CardDescription>
        <p className="mt-2 text-lg font-semibold text-fg sm:text-2xl">{ROLE_LABEL[role ?? 'user'] ?? role}</p>
      </StatCard>
      <StatCard>
        <CardDescription>KYC status</CardDescription>
        <div className="mt-3">
          <Badge tone={kycStatus === 'approved' ? 'success' : 'warning'}>{kycLabel(kycStatus)}</Badge>
        </div>
      </StatCard>
      <StatCard>
        <CardDescription>Portfolio value</CardDescription>
        <LedgerFigure portfolio={portfolio} pick={(p) => formatUsd(p.totalValueUsd)} />
      </StatCard>
      <StatCard>
        <CardDescription>VINO tokens</CardDescription>
        <LedgerFigure portfolio={portfolio} pick={(p) => formatAmount(p.vinoTokens, 'VINO')} />
      </StatCard>
    </div>
  );
}
