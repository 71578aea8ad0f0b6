/**
 * Admin → Compliance & Audit (operator spec section 2): summary tiles and the sub-tabs Compliance
 * Items, Audit Reports, Documents (the document vault) and Schedule, each its own lazy chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { PanelSuspense } from '../components/panel-suspense';
import { ComplianceSummaryTiles } from './compliance-summary-tiles';

const ComplianceItemsPanel = lazy(() => import('./compliance-items-panel'));
const AuditReportsPanel = lazy(() => import('./audit-reports-panel'));
const DocumentsPanel = lazy(() => import('./documents-panel'));
const SchedulePanel = lazy(() => import('./schedule-panel'));

const panel = (View: LazyExoticComponent<ComponentType>) => (
  <PanelSuspense>
    <View />
  </PanelSuspense>
);

export default function ComplianceTab() {
  return (
    <section aria-labelledby="compliance-title" className="flex flex-col gap-6">
      <h2 id="compliance-title" className="sr-only">
        Compliance & Audit
      </h2>
      <ComplianceSummaryTiles />
      <Tabs
        label="Compliance sections"
        variant="underline"
        items={[
          { id: 'items', label: 'Compliance Items', content: panel(ComplianceItemsPanel) },
          { id: 'audits', label: 'Audit Reports', content: panel(AuditReportsPanel) },
          { id: 'documents', label: 'Documents', content: panel(DocumentsPanel) },
          { id: 'schedule', label: 'Schedule', content: panel(SchedulePanel) },
        ]}
      />
    </section>
  );
}
