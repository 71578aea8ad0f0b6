/**
 * /dashboard (investor spec section 2; behind the access guard, which shows the loading spinner and
 * sends visitors to /auth): the greeting, four stat cards with figures from the ledger, and the tabs
 * Overview (quick links, wallet summary, finance hub), Portfolio, Settings, Notifications and Verification
 * (KYC documents; where the KYC refusals link), kept in `?tab=`.
 * Other features' panels (the staking summary) arrive as slots from router.tsx.
 */
import type { ReactNode } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useQueryTab } from '../../lib/use-query-tab';
import { useGreetingName, useSession } from '../../shared/session';
import { useMyPortfolio } from '../../api/portfolio/get-my-portfolio';
import { useLiveAccountUpdates } from '../../api/notifications/use-live-account-updates';
import { FinanceHub } from './components/finance-hub';
import { NotificationsTab } from './components/notifications-tab';
import { PortfolioTab } from './components/portfolio-tab';
import { QuickLinks } from './components/quick-links';
import { SettingsPanel } from './components/settings-panel';
import { StatCards } from './components/stat-cards';
import { VerificationTab } from './components/verification-tab';
import { WalletSummary } from './components/wallet-summary';

/** Slots filled by router.tsx with other features' panels (features never import each other). */
export type DashboardSlots = { stakingSummary?: ReactNode };

const TABS = ['overview', 'portfolio', 'settings', 'notifications', 'verification'] as const;

export default function DashboardPage({ slots = {} }: { slots?: DashboardSlots }) {
  useDocumentMeta(
    'Dashboard — VINO',
    'Your VINO account: portfolio value and tokens from your ledger, finance hub, settings and notifications.',
  );
  const { user, profile } = useSession();
  const greeting = useGreetingName();
  const portfolio = useMyPortfolio();
  useLiveAccountUpdates(Boolean(user));
  const [tab, setTab] = useQueryTab(TABS);
  if (!user) return null;

  const overview = (
    <div className="flex flex-col gap-6">
      <QuickLinks />
      <WalletSummary />
      {slots.stakingSummary}
      <FinanceHub profile={profile} portfolio={portfolio} />
    </div>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Dashboard</p>
        <h1 className="mt-2 text-3xl font-semibold text-fg sm:text-4xl">Welcome back, {greeting}</h1>
        <p className="mt-2 break-all text-fg-muted">{user.email}</p>
      </header>

      <StatCards role={profile?.role} kycStatus={profile?.kyc_status} portfolio={portfolio} />

      <Tabs
        label="Dashboard sections"
        // Two rows of two under 640 px, so "Notifications" is never scrolled out of sight.
        listClassName="grid grid-cols-2 sm:flex"
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'overview', label: 'Overview', content: overview },
          { id: 'portfolio', label: 'Portfolio', content: <PortfolioTab portfolio={portfolio} /> },
          { id: 'settings', label: 'Settings', content: <SettingsPanel /> },
          { id: 'notifications', label: 'Notifications', content: <NotificationsTab /> },
          { id: 'verification', label: 'Verification', content: <VerificationTab /> },
        ]}
      />
    </div>
  );
}
