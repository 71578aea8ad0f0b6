/**
 * /enterprise: Enterprise Command Center (operator spec section 2). Public page: visitors see
 * Enterprise Features; admins also see the Performance Center, Security Center and Platform
 * Excellence (the server refuses their data to anyone else). The tab lives in `?tab=`; each
 * centre is its own lazy chunk.
 */
import { lazy, Suspense } from 'react';
import { hasRequiredRole } from '../../../domain/access';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { useSession } from '../../shared/session';
import { EnterpriseFeaturesTab } from './features/enterprise-features-tab';
import { DemoDataNotice } from '../../shared/demo-data-notice';

const PerformanceCenter = lazy(() => import('./performance/performance-center'));
const SecurityCenter = lazy(() => import('./security/security-center'));
const PlatformExcellence = lazy(() => import('./excellence/platform-excellence'));

const ALL_TABS = ['features', 'performance', 'security', 'excellence'] as const;
type EnterpriseTab = (typeof ALL_TABS)[number];

const loading = (
  <p role="status" className="py-10 text-center text-fg-muted">
    Loading…
  </p>
);

export default function EnterprisePage() {
  useDocumentMeta(
    'Enterprise Command Center — VINO',
    'VINO for enterprises: security, performance and integration for institutions holding wine-backed tokens.',
  );
  const session = useSession();
  const isAdmin = Boolean(session.profile && hasRequiredRole(session.profile.role, 'admin'));
  const tabs: readonly EnterpriseTab[] = isAdmin ? ALL_TABS : ['features'];
  const [tab, setTab] = useQueryTab(tabs);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-gold">Enterprise</p>
        <h1 className="mt-2 text-3xl font-semibold text-fg sm:text-4xl">Enterprise Command Center</h1>
        <p className="mt-3 max-w-2xl text-fg-muted">
          {isAdmin
            ? 'Enterprise features, and the platform’s own measurements: performance, security and excellence.'
            : 'Wine-backed tokens for institutions: security, performance and integration.'}
        </p>
        <DemoDataNotice />
      </header>
      {isAdmin ? (
        <Tabs
          label="Enterprise Command Center"
          value={tab}
          onValueChange={setTab}
          variant="underline"
          panelClassName="pt-6"
          items={[
            { id: 'features', label: 'Enterprise Features', content: <EnterpriseFeaturesTab /> },
            {
              id: 'performance',
              label: 'Performance Center',
              content: (
                <Suspense fallback={loading}>
                  <PerformanceCenter />
                </Suspense>
              ),
            },
            {
              id: 'security',
              label: 'Security Center',
              content: (
                <Suspense fallback={loading}>
                  <SecurityCenter />
                </Suspense>
              ),
            },
            {
              id: 'excellence',
              label: 'Platform Excellence',
              content: (
                <Suspense fallback={loading}>
                  <PlatformExcellence />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        <EnterpriseFeaturesTab />
      )}
    </div>
  );
}
