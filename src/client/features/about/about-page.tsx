import { useState } from 'react';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { AboutStats } from './components/about-stats';
import { AboutTail } from './components/about-tail';
import { MechanismTab } from './components/mechanism-tab';
import { OverviewTab } from './components/overview-tab';
import { RoadmapTab } from './components/roadmap-tab';
import { TokenomicsTab } from './components/tokenomics-tab';

type AboutTab = 'overview' | 'tokenomics' | 'mechanism' | 'roadmap';

const TABS: TabItem<AboutTab>[] = [
  { id: 'overview', label: 'Overview', content: <OverviewTab /> },
  { id: 'tokenomics', label: 'RWA Stablecoin', content: <TokenomicsTab /> },
  { id: 'mechanism', label: 'Stability Mechanism', content: <MechanismTab /> },
  { id: 'roadmap', label: 'Development Roadmap', content: <RoadmapTab /> },
];

export default function AboutPage() {
  useDocumentMeta(
    'About VINO — Wine-backed token',
    'How VINO works: a real-world-asset stablecoin backed by investment-grade wine, its tokenomics, stability mechanism and roadmap.',
  );
  const [tab, setTab] = useState<AboutTab>('overview');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6 py-12 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">About VINO</p>
        <h1 className="max-w-3xl text-4xl font-semibold text-fg sm:text-5xl">The wine-backed stablecoin</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          A token pegged to the US dollar and backed by a reserve of investment-grade wine — combining the stability of
          a stablecoin with the heritage of the world's great cellars.
        </p>
      </header>

      <AboutStats />

      <div className="rounded-3xl border border-border bg-surface/80 p-5 shadow-card sm:p-8">
        <Tabs label="About VINO" items={TABS} value={tab} onValueChange={setTab} />
      </div>

      <AboutTail />
    </div>
  );
}
