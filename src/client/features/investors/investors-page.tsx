import { useState } from 'react';
import { buttonClasses, ButtonLink } from '../../components/ui/button';
import { IconDownload } from '../../components/ui/icons/objects';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { EducationTab } from './components/education-tab';
import { InvestorPortalTab } from './components/investor-portal-tab';
import { RequestAccessDialog } from './components/request-access-dialog';
import { ResourcesTab } from './components/resources-tab';
import { WHITEPAPER_URL } from './components/whitepaper-url';

const INVESTOR_TABS = ['education', 'portal', 'resources'] as const;
type InvestorTab = (typeof INVESTOR_TABS)[number];

export default function InvestorsPage() {
  useDocumentMeta(
    'Investors — RWA education, portal and resources | VINO',
    'Learn how real-world-asset tokens backed by wine work, project an investment at 11% a year, open the Investor Portal and download reports.',
  );
  const [tab, setTab] = useQueryTab(INVESTOR_TABS);
  const [isRequesting, setIsRequesting] = useState(false);

  const tabs: TabItem<InvestorTab>[] = [
    { id: 'education', label: 'RWA Education', content: <EducationTab /> },
    {
      id: 'portal',
      label: 'Investor Portal',
      content: <InvestorPortalTab onRequestAccess={() => setIsRequesting(true)} />,
    },
    { id: 'resources', label: 'Resources', content: <ResourcesTab /> },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-5">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Real-world assets</p>
        <h1 className="max-w-3xl text-4xl font-semibold text-fg sm:text-5xl">Invest in wine, the real-world asset</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          VINO is an RWA coin backed by investment-grade wine in insured, bonded vaults. Learn how it works, follow your
          holdings in the Investor Portal and read our reports.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.buyVino.getHref()} variant="gold" size="lg">
            Buy RWA Coin
          </ButtonLink>
          <a href={WHITEPAPER_URL} download className={buttonClasses('secondary', 'lg')}>
            <IconDownload size={18} />
            Download Whitepaper
          </a>
        </div>
      </header>

      <div className="rounded-3xl border border-border bg-surface/80 p-4 shadow-card sm:p-8">
        <Tabs label="Investor sections" items={tabs} value={tab} onValueChange={setTab} />
      </div>

      {isRequesting ? <RequestAccessDialog open onClose={() => setIsRequesting(false)} /> : null}
    </div>
  );
}
