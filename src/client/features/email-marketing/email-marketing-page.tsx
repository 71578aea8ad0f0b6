/**
 * /email-marketing (operator spec section 2, "Email marketing centre"; admin only, mirrored by
 * RequireAdmin and enforced by the server on every /api/v1/admin call). Four tabs in the spec's
 * order (plus Templates, last); the active one lives in `?tab=` and each is its own lazy chunk.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { DemoDataNotice } from '../../shared/demo-data-notice';

/**
 * The spec's order, which is also the strip's: the first (Email Campaigns, its tiles) is where the
 * page opens. Templates is not one of the spec's four tabs: the previews of what the mailer sends, last.
 */
const TAB_ORDER = ['campaigns', 'subscribers', 'analytics', 'preferences', 'templates'] as const;
type EmailTab = (typeof TAB_ORDER)[number];

const TAB_VIEWS: Record<EmailTab, { label: string; View: LazyExoticComponent<ComponentType> }> = {
  campaigns: { label: 'Email Campaigns', View: lazy(() => import('./campaigns/email-campaigns-tab')) },
  subscribers: { label: 'Subscriber Management', View: lazy(() => import('./subscribers/subscriber-management-tab')) },
  analytics: { label: 'Email Analytics', View: lazy(() => import('./analytics/email-analytics-tab')) },
  preferences: { label: 'Email Preferences', View: lazy(() => import('./preferences/email-preferences-tab')) },
  templates: { label: 'Templates', View: lazy(() => import('./templates/email-templates-tab')) },
};

function TabView({ tab }: { tab: EmailTab }) {
  const { View } = TAB_VIEWS[tab];
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-center text-fg-muted">
          Loading…
        </p>
      }
    >
      <View />
    </Suspense>
  );
}

export default function EmailMarketingPage() {
  useDocumentMeta(
    'Email Marketing — VINO',
    'The VINO email marketing centre: campaigns, subscribers, analytics and preferences.',
  );
  const [tab, setTab] = useQueryTab(TAB_ORDER);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Back office</p>
        <h1 className="mt-2 text-3xl font-semibold text-fg sm:text-4xl">Email Marketing</h1>
        <DemoDataNotice />
      </header>
      <Tabs
        label="Email marketing sections"
        value={tab}
        onValueChange={setTab}
        items={TAB_ORDER.map((id) => ({ id, label: TAB_VIEWS[id].label, content: <TabView tab={id} /> }))}
      />
    </div>
  );
}
