/**
 * The route table of every spec route (core spec section 2), each page a lazy chunk.
 * Guarded routes sit under RequireUser / RequireAdmin (app/access-guard.tsx), lazy-loaded like the pages.
 * Declarative routes (not the data router): see docs/decisions/002-declarative-router.md.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './app/layout';
import { paths } from './lib/paths';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => lazy(load);

const HomePage = page(() => import('./features/home/home-page'));
const AboutPage = page(() => import('./features/about/about-page'));
const ContactPage = page(() => import('./features/contact/contact-page'));
const AuthPage = page(() => import('./features/auth/auth-page'));
const ResetPasswordPage = page(() => import('./features/auth/reset-password-page'));
const SystemStatusPage = page(() => import('./features/system-status/system-status-page'));
const MailboxPage = page(() => import('./features/mailbox/mailbox-page'));
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const TradingPage = lazy(() => import('./features/trading/trading-page'));
const RealtimePage = page(() => import('./features/realtime/realtime-page'));
const DocumentsPage = page(() => import('./features/documents/documents-page'));
const LegalPage = page(() => import('./features/legal/legal-page'));
const InvestorsPage = page(() => import('./features/investors/investors-page'));
const FaqPage = page(() => import('./features/faq/faq-page'));
const BlogPage = page(() => import('./features/blog/blog-page'));
const BlogPostPage = page(() => import('./features/blog/blog-post-page'));
const InvestmentPage = page(() => import('./features/investment/investment-page'));
const WineAssetsPage = page(() => import('./features/wine-assets/wine-assets-page'));
const ProofOfReservePage = page(() => import('./features/proof-of-reserve/proof-of-reserve-page'));
const BuyVinoPage = page(() => import('./features/buy/buy-vino-page'));
const PaymentsPage = page(() => import('./features/payments/payments-page'));
const NotFoundPage = page(() => import('./features/not-found/not-found-page'));
const RouteAlias = lazy(() => import('./app/route-alias'));
const AdminPage = lazy(() => import('./features/admin/admin-page'));
const UnsubscribePage = page(() => import('./features/unsubscribe/unsubscribe-page'));
const EmailPreferencesPage = page(() => import('./features/email-preferences/email-preferences-page'));
const NewsletterConfirmPage = page(() => import('./features/newsletter-confirm/newsletter-confirm-page'));
const EmailMarketingPage = page(() => import('./features/email-marketing/email-marketing-page'));
const EnterprisePage = page(() => import('./features/enterprise/enterprise-page'));
const AnalyticsPage = page(() => import('./features/analytics/analytics-page'));
const RequireUser = lazy(() => import('./app/access-guard').then((m) => ({ default: m.RequireUser })));
const RequireAdmin = lazy(() => import('./app/access-guard').then((m) => ({ default: m.RequireAdmin })));

/**
 * A panel of one feature shown inside another feature's page (features never import each other):
 * its own lazy chunk, loaded when the tab or slot renders. Add a slot here once its file exists.
 * (The first helper to wire a panel removes the eslint line below: nothing uses it before then.)
 */
const panel = (load: () => Promise<PageModule>): ReactNode => {
  const Panel = lazy(load);
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-center text-fg-muted">
          Loading…
        </p>
      }
    >
      <Panel />
    </Suspense>
  );
};

/** /trading tabs: staking (I1), portfolio rebalancer (I2), wallet (I3). */
const tradingPanels: { staking?: ReactNode; portfolio?: ReactNode; wallet?: ReactNode } = {
  staking: panel(() => import('./features/staking/staking-panel')),
  portfolio: panel(() => import('./features/rebalancer/rebalancer-panel')),
  wallet: panel(() => import('./features/wallet/wallet-panel')),
};

/** /dashboard slots: staking summary (I1). */
const dashboardSlots: { stakingSummary?: ReactNode } = {
  stakingSummary: panel(() => import('./features/staking/staking-summary')),
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.about.path} element={<AboutPage />} />
        <Route path={paths.contact.path} element={<ContactPage />} />
        <Route path={paths.investment.path} element={<InvestmentPage />} />
        <Route path={paths.buyVino.path} element={<BuyVinoPage />} />
        <Route path={paths.trading.path} element={<TradingPage panels={tradingPanels} />} />
        <Route path={paths.wineAssets.path} element={<WineAssetsPage />} />
        <Route path={paths.proofOfReserve.path} element={<ProofOfReservePage />} />
        <Route path={paths.investors.path} element={<InvestorsPage />} />
        <Route path={paths.qa.path} element={<FaqPage />} />
        <Route path={paths.blog.path} element={<BlogPage />} />
        <Route path={paths.blogPost.path} element={<BlogPostPage />} />
        <Route path={paths.buy.path} element={<RouteAlias to={paths.buyVino.getHref()} />} />
        <Route path={paths.coin.path} element={<RouteAlias to={paths.investors.getHref()} />} />
        <Route path={paths.legal.path} element={<LegalPage />} />
        <Route path={paths.auth.path} element={<AuthPage />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
        <Route path={paths.documents.path} element={<DocumentsPage />} />
        <Route path={paths.realtime.path} element={<RealtimePage />} />
        <Route path={paths.emailPreferences.path} element={<EmailPreferencesPage />} />
        <Route path={paths.unsubscribe.path} element={<UnsubscribePage />} />
        <Route path={paths.newsletterConfirm.path} element={<NewsletterConfirmPage />} />
        <Route path={paths.enterprise.path} element={<EnterprisePage />} />
        <Route path={paths.supabaseTest.path} element={<SystemStatusPage />} />
        <Route path={paths.systemStatus.path} element={<SystemStatusPage />} />
        <Route path={paths.mailbox.path} element={<MailboxPage />} />
        <Route element={<RequireUser />}>
          <Route path={paths.dashboard.path} element={<DashboardPage slots={dashboardSlots} />} />
          <Route path={paths.payments.path} element={<PaymentsPage />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path={paths.admin.path} element={<AdminPage />} />
          {/* The analytics API is admin-only on the server; the guard mirrors it. */}
          <Route path={paths.analytics.path} element={<AnalyticsPage />} />
          <Route path={paths.emailMarketing.path} element={<EmailMarketingPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
