/**
 * /admin (operator spec section 2, "Admin panel (seven tabs)"): the back office for the admin role.
 * The route guard (RequireAdmin) mirrors the server, which refuses every /api/v1/admin/* call from
 * anyone else. The active tab lives in `?tab=`; each tab is its own lazy chunk, loaded when selected.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { PanelSuspense } from './components/panel-suspense';
import { DemoDataNotice } from '../../shared/demo-data-notice';

const ADMIN_TABS = ['dashboard', 'users', 'content', 'wine-assets', 'analytics', 'compliance', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_VIEWS: Record<AdminTab, { label: string; View: LazyExoticComponent<ComponentType> }> = {
  dashboard: { label: 'Dashboard', View: lazy(() => import('./overview/dashboard-tab')) },
  users: { label: 'User Management', View: lazy(() => import('./users/user-management-tab')) },
  content: { label: 'Content Management', View: lazy(() => import('./content/content-management-tab')) },
  'wine-assets': { label: 'Wine Assets', View: lazy(() => import('./wine-assets/wine-assets-tab')) },
  analytics: { label: 'Analytics & Reports', View: lazy(() => import('./analytics/analytics-tab')) },
  compliance: { label: 'Compliance & Audit', View: lazy(() => import('./compliance/compliance-tab')) },
  settings: { label: 'System Settings', View: lazy(() => import('./settings/system-settings-tab')) },
};

function TabView({ tab }: { tab: AdminTab }) {
  const { View } = TAB_VIEWS[tab];
  return (
    <PanelSuspense>
      <View />
    </PanelSuspense>
  );
}

export default function AdminPage() {
  useDocumentMeta(
    'Admin Panel — VINO',
    'The VINO back office: users and KYC review, content, wine assets, reports and settings.',
  );
  const [tab, setTab] = useQueryTab(ADMIN_TABS);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Back office</p>
        <h1 className="mt-2 text-3xl font-semibold text-fg sm:text-4xl">Admin Panel</h1>
        <DemoDataNotice />
      </header>
      <Tabs
        label="Admin sections"
        value={tab}
        onValueChange={setTab}
        items={ADMIN_TABS.map((id) => ({ id, label: TAB_VIEWS[id].label, content: <TabView tab={id} /> }))}
      />
    </div>
  );
}
