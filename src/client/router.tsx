/**
 * The route table of every spec route (core spec section 2), each page a lazy chunk.
 * Areas not built yet render the under-construction page naming the area; guarded routes sit
 * under RequireUser / RequireAdmin (app/access-guard.tsx), lazy-loaded like the pages.
 * Declarative routes (not the data router): see docs/decisions/002-declarative-router.md.
 */
import { lazy, type ComponentType } from 'react';
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
const DashboardPage = page(() => import('./features/dashboard/dashboard-page'));
const NotFoundPage = page(() => import('./features/not-found/not-found-page'));
const UnderConstructionPage = lazy(() => import('./features/under-construction/under-construction-page'));
const RequireUser = lazy(() => import('./app/access-guard').then((m) => ({ default: m.RequireUser })));
const RequireAdmin = lazy(() => import('./app/access-guard').then((m) => ({ default: m.RequireAdmin })));

/** A page for an area that a later issue builds. */
const soon = (area: string) => <UnderConstructionPage area={area} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.about.path} element={<AboutPage />} />
        <Route path={paths.contact.path} element={<ContactPage />} />
        <Route path={paths.investment.path} element={soon('Investment')} />
        <Route path={paths.buyVino.path} element={soon('Buy VINO')} />
        <Route path={paths.trading.path} element={soon('Trading')} />
        <Route path={paths.wineAssets.path} element={soon('Wine Assets')} />
        <Route path={paths.investors.path} element={soon('Investors')} />
        <Route path={paths.qa.path} element={soon('Q&A')} />
        <Route path={paths.blog.path} element={soon('Blog')} />
        <Route path={paths.blogPost.path} element={soon('Blog')} />
        <Route path={paths.legal.path} element={soon('Legal')} />
        <Route path={paths.auth.path} element={<AuthPage />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
        <Route path={paths.documents.path} element={soon('Documents')} />
        <Route path={paths.realtime.path} element={soon('Real-time Data')} />
        <Route path={paths.emailPreferences.path} element={soon('Email Preferences')} />
        <Route path={paths.unsubscribe.path} element={soon('Unsubscribe')} />
        <Route path={paths.enterprise.path} element={soon('Enterprise')} />
        <Route path={paths.supabaseTest.path} element={<SystemStatusPage />} />
        <Route path={paths.systemStatus.path} element={<SystemStatusPage />} />
        <Route path={paths.mailbox.path} element={<MailboxPage />} />
        <Route element={<RequireUser />}>
          <Route path={paths.dashboard.path} element={<DashboardPage />} />
          <Route path={paths.analytics.path} element={soon('Analytics')} />
          <Route path={paths.payments.path} element={soon('Payments')} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path={paths.admin.path} element={soon('Admin')} />
          <Route path={paths.emailMarketing.path} element={soon('Email Marketing')} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
