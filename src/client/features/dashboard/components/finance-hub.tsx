/**
 * Personal finance hub (investor spec section 2): Overview (profile summary, recommended allocation,
 * active price alerts, preferences), Recommendations (spec section 9 rules on the stored preferences), Portfolio and
 * Insights (from the user's own data). A placeholder shows while the profile loads.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PortfolioResponse } from '../../../../contracts/portfolio';
import type { UserProfile } from '../../../../contracts/profile';
import { recommendationsFor, recommendedAllocation, type Recommendation } from '../../../../domain/recommendations';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';
import { activePriceAlerts, useMyPriceAlerts } from '../../../api/price-alerts/find-my-price-alerts';
import { AllocationBar } from './allocation-bar';
import { HoldingsTable } from './holdings-table';
import { hubInsights } from './hub-insights';
import { HubPreferencesForm } from './hub-preferences-form';
import { LoadError } from '../../../components/ui/load-error';
import { PriceAlertsSection } from './price-alerts-section';

const ACTION_HREF: Record<Recommendation['category'], string> = {
  allocation: paths.trading.getHref({ tab: 'portfolio' }),
  income: paths.trading.getHref({ tab: 'staking' }),
  access: paths.payments.getHref(),
  growth: paths.trading.getHref({ tab: 'spot' }),
  service: paths.contact.getHref(),
};
const PRIORITY_TONE = { high: 'danger', medium: 'warning', low: 'neutral' } as const;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The number of alerts the server still watches (the same query as the list below it). */
function ActiveAlertCount() {
  const alerts = useMyPriceAlerts();
  if (!alerts.data) return null;
  const count = activePriceAlerts(alerts.data).length;
  return <Badge tone={count > 0 ? 'gold' : 'neutral'}>{count} active</Badge>;
}

function PortfolioData({
  portfolio,
  children,
}: {
  portfolio: UseQueryResult<PortfolioResponse, Error>;
  children: (data: PortfolioResponse) => ReactNode;
}) {
  if (portfolio.isError)
    return (
      <LoadError
        title="Unable to load your portfolio"
        message={portfolio.error.message}
        onRetry={() => void portfolio.refetch()}
      />
    );
  if (!portfolio.data) return <Skeleton className="h-32 w-full" />;
  return <>{children(portfolio.data)}</>;
}

export function FinanceHub({
  profile,
  portfolio,
}: {
  profile: UserProfile | null;
  portfolio: UseQueryResult<PortfolioResponse, Error>;
}) {
  if (!profile)
    return (
      <Card aria-busy="true">
        <p className="text-fg-muted">Loading your finance hub…</p>
        <Skeleton className="mt-4 h-32 w-full" />
      </Card>
    );
  const split = recommendedAllocation(profile.risk_tolerance);
  const recommendations = recommendationsFor({
    investmentGoals: profile.investment_goals,
    riskTolerance: profile.risk_tolerance,
    investmentAmount: profile.investment_amount_range,
  });

  const overview = (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Profile summary">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-fg-subtle">Risk tolerance</dt>
          <dd className="text-fg">{capital(profile.risk_tolerance)}</dd>
          <dt className="text-fg-subtle">Investment amount</dt>
          <dd className="text-fg">{capital(profile.investment_amount_range)}</dd>
          <dt className="text-fg-subtle">Goals</dt>
          <dd className="text-fg">
            {profile.investment_goals.length ? profile.investment_goals.map(capital).join(', ') : 'None chosen yet'}
          </dd>
        </dl>
      </Section>
      <Section title="Recommended allocation">
        <AllocationBar stock={split.stock} token={split.token} />
      </Section>
      <div className="lg:col-span-2">
        <Section title="Active alerts" aside={<ActiveAlertCount />}>
          <PriceAlertsSection />
        </Section>
      </div>
      <div className="lg:col-span-2">
        <Section title="Your preferences">
          <HubPreferencesForm key={profile.updated_at} profile={profile} />
        </Section>
      </div>
    </div>
  );

  const recommendationList =
    recommendations.length === 0 ? (
      <p className="text-fg-muted">
        Choose your investment goals on the Overview tab to get recommendations for your profile.
      </p>
    ) : (
      <ul className="grid gap-4 md:grid-cols-2">
        {recommendations.map((r) => (
          <li key={r.id} className="flex flex-col gap-3 rounded-xl border border-border/70 bg-surface-2/50 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-fg">{r.title}</h3>
              <Badge tone={PRIORITY_TONE[r.priority]}>{capital(r.priority)} priority</Badge>
            </div>
            <p className="text-sm text-fg-muted">{r.description}</p>
            <div>
              <ButtonLink to={ACTION_HREF[r.category]} variant="secondary" size="sm">
                {r.action}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    );

  const insights = (
    <PortfolioData portfolio={portfolio}>
      {(data) => {
        const lines = hubInsights(data, profile.risk_tolerance);
        return lines.length === 0 ? (
          <p className="text-fg-muted">Insights appear once your account holds assets.</p>
        ) : (
          <ul className="flex list-disc flex-col gap-2 pl-5 text-fg-muted">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        );
      }}
    </PortfolioData>
  );

  return (
    <Card>
      <CardTitle as="h2">Personal finance hub</CardTitle>
      <CardDescription>Recommendations and insights from your profile and your account.</CardDescription>
      <Tabs
        className="mt-4"
        label="Finance hub sections"
        listClassName="grid grid-cols-2 sm:flex"
        variant="underline"
        items={[
          { id: 'overview', label: 'Overview', content: overview },
          { id: 'recommendations', label: 'Recommendations', content: recommendationList },
          {
            id: 'portfolio',
            label: 'Portfolio',
            content: (
              <PortfolioData portfolio={portfolio}>{(data) => <HoldingsTable portfolio={data} />}</PortfolioData>
            ),
          },
          { id: 'insights', label: 'Insights', content: insights },
        ]}
      />
    </Card>
  );
}
