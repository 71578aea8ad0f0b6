/**
 * Admin → Wine Assets (operator spec section 2): four summary tiles and the tabs Wine Inventory,
 * Storage Facilities, Appraisals and Tokenization, and Reserve Proposals (four eyes). Every figure comes from the server; every action
 * writes the rows the public /wine-assets page, /api/v1/reserves and the home metrics read.
 */
import { lazy, type ComponentType } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { PanelSuspense } from '../components/panel-suspense';
import { WineSummaryTiles } from './wine-summary-tiles';

const InventoryPanel = lazy(() => import('./wine-inventory-panel'));
const FacilitiesPanel = lazy(() => import('./storage-facilities-panel'));
const AppraisalsPanel = lazy(() => import('./appraisals-panel'));
const TokenizationPanel = lazy(() => import('./tokenization-panel'));
const ReservePanel = lazy(() => import('./reserve-proposals-panel'));

const panel = (View: ComponentType) => (
  <PanelSuspense>
    <View />
  </PanelSuspense>
);

export default function WineAssetsTab() {
  return (
    <section aria-labelledby="wine-assets-title" className="flex flex-col gap-6">
      <h2 id="wine-assets-title" className="sr-only">
        Wine Assets
      </h2>
      <WineSummaryTiles />
      <Tabs
        label="Wine asset sections"
        variant="underline"
        items={[
          { id: 'inventory', label: 'Wine Inventory', content: panel(InventoryPanel) },
          { id: 'storage', label: 'Storage Facilities', content: panel(FacilitiesPanel) },
          { id: 'appraisals', label: 'Appraisals', content: panel(AppraisalsPanel) },
          { id: 'tokenization', label: 'Tokenization', content: panel(TokenizationPanel) },
          // Beside the spec's four: the four-eyes queue of every change to the backing reserve.
          { id: 'reserve', label: 'Reserve Proposals', content: panel(ReservePanel) },
        ]}
      />
    </section>
  );
}
