/**
 * /analytics (login required): the Advanced Analytics Suite (operator spec section 2).
 * Four tabs in `?tab=`, each computed by GET /api/v1/analytics/*; nothing on the page is invented:
 * every figure says whether it is a query, a measurement or a model output, and how.
 */
import { Tabs } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { SuiteFooter } from './components/suite-footer';
import { BusinessIntelligenceTab } from './tabs/business-intelligence-tab';
import { IntelligenceTab } from './tabs/intelligence-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PredictiveTab } from './tabs/predictive-tab';

const TABS = ['overview', 'intelligence', 'business', 'predictive'] as const;

export default function AnalyticsPage() {
  useDocumentMeta(
    'Advanced Analytics Suite — VINO',
    'Platform analytics computed from VINO’s own data: KPIs, funnel, cohorts, forecasts and named models.',
  );
  const [tab, setTab] = useQueryTab(TABS);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Analytics</p>
        <h1 className="mt-2 text-3xl font-semibold text-fg sm:text-4xl">Advanced Analytics Suite</h1>
        <p className="mt-2 max-w-3xl text-fg-muted">
          Every figure is computed from the platform’s own data: a database query, a measurement, or the output of a
          named model fitted on its history.
        </p>
      </header>
      <Tabs
        label="Analytics suite"
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'overview', label: 'Analytics Overview', content: <OverviewTab /> },
          { id: 'intelligence', label: 'AI Intelligence', content: <IntelligenceTab /> },
          { id: 'business', label: 'Business Intelligence', content: <BusinessIntelligenceTab /> },
          { id: 'predictive', label: 'Predictive Models', content: <PredictiveTab /> },
        ]}
      />
      <SuiteFooter />
    </div>
  );
}
