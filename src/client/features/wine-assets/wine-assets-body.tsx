import { useState } from 'react';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { PerformanceTab } from './components/performance-tab';
import { PortfolioTab } from './components/portfolio-tab';
import { RegionsTab } from './components/regions-tab';
import { VaultTab } from './components/vault-tab';
import { WineCta } from './components/wine-cta';
import { WineHeroStats } from './components/wine-hero-stats';

type WineTab = 'portfolio' | 'regions' | 'performance' | 'vault';

const TABS: TabItem<WineTab>[] = [
  { id: 'portfolio', label: 'Wine Portfolio', content: <PortfolioTab /> },
  { id: 'regions', label: 'Wine Regions', content: <RegionsTab /> },
  { id: 'performance', label: 'Performance', content: <PerformanceTab /> },
  { id: 'vault', label: 'Wine Vault', content: <VaultTab /> },
];

/** Everything of /wine-assets below its header: the figures, the four tabs and the call to action. */
export default function WineAssetsBody() {
  const [tab, setTab] = useState<WineTab>('portfolio');
  return (
    <>
      <WineHeroStats />
      <div className="rounded-3xl border border-border bg-surface/80 p-4 shadow-card sm:p-8">
        <Tabs label="Wine assets" items={TABS} value={tab} onValueChange={setTab} />
      </div>
      <WineCta />
    </>
  );
}
