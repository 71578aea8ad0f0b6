import { useState } from 'react';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
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

export default function WineAssetsPage() {
  useDocumentMeta(
    'Wine Assets — The VINO wine reserve',
    'Browse the investment-grade wines backing VINO: values, appreciation, regions, performance and the vaults that store them.',
  );
  const [tab, setTab] = useState<WineTab>('portfolio');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Wine Assets</p>
        <h1 className="max-w-3xl text-4xl font-semibold text-fg sm:text-5xl">The wine behind every token</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          Investment-grade bottles from Bordeaux, Burgundy, Champagne, Tuscany and Napa Valley, appraised, insured and
          held in bonded vaults.
        </p>
      </header>
      <WineHeroStats />
      <div className="rounded-3xl border border-border bg-surface/80 p-4 shadow-card sm:p-8">
        <Tabs label="Wine assets" items={TABS} value={tab} onValueChange={setTab} />
      </div>
      <WineCta />
    </div>
  );
}
