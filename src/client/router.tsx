/**
 * The route table of every spec route (core spec section 2), each page a lazy chunk.
 * Areas not built yet render the under-construction page naming the area; guarded routes sit
 * under RequireUser / RequireAdmin (app/access-guard.tsx), lazy-loaded like the pages.
 * Paths come from lib/paths.ts; `path.slice(1)` turns '/about' into the child segment 'about'.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './app/layout';
import { RouteError } from './app/route-error';
import { paths } from './lib/paths';

type PageModule = { default: ComponentType };

/** A lazy route whose chunk default-exports the page component. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A lazy placeholder page for an area that a later issue builds. */
function underConstruction(area: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: UnderConstructionPage } = await import('./features/under-construction/under-construction-page');
      return { Component: () => <UnderConstructionPage area={area} /> };
    },
  };
}

const segment = (path: string) => path.slice(1);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // A pathless error boundary inside the layout, so an error keeps the nav and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('./features/home/home-page')) },
          { path: segment(paths.about.path), ...page(() => import('./features/about/about-page')) },
          { path: segment(paths.contact.path), ...page(() => import('./features/contact/contact-page')) },
          { path: segment(paths.investment.path), ...underConstruction('Investment') },
          { path: segment(paths.buyVino.path), ...underConstruction('Buy VINO') },
          { path: segment(paths.trading.path), ...underConstruction('Trading') },
          { path: segment(paths.wineAssets.path), ...underConstruction('Wine Assets') },
          { path: segment(paths.investors.path), ...underConstruction('Investors') },
          { path: segment(paths.qa.path), ...underConstruction('Q&A') },
          { path: segment(paths.blog.path), ...underConstruction('Blog') },
          { path: segment(paths.blogPost.path), ...underConstruction('Blog') },
          { path: segment(paths.legal.path), ...underConstruction('Legal') },
          { path: segment(paths.auth.path), ...page(() => import('./features/auth/auth-page')) },
          { path: segment(paths.resetPassword.path), ...page(() => import('./features/auth/reset-password-page')) },
          { path: segment(paths.documents.path), ...underConstruction('Documents') },
          { path: segment(paths.realtime.path), ...underConstruction('Real-time Data') },
          { path: segment(paths.emailPreferences.path), ...underConstruction('Email Preferences') },
          { path: segment(paths.unsubscribe.path), ...underConstruction('Unsubscribe') },
          { path: segment(paths.enterprise.path), ...underConstruction('Enterprise') },
          {
            path: segment(paths.supabaseTest.path),
            ...page(() => import('./features/system-status/system-status-page')),
          },
          {
            path: segment(paths.systemStatus.path),
            ...page(() => import('./features/system-status/system-status-page')),
          },
          { path: segment(paths.mailbox.path), ...page(() => import('./features/mailbox/mailbox-page')) },
          {
            lazy: async () => ({ Component: (await import('./app/access-guard')).RequireUser }),
            children: [
              { path: segment(paths.dashboard.path), ...page(() => import('./features/dashboard/dashboard-page')) },
              { path: segment(paths.analytics.path), ...underConstruction('Analytics') },
              { path: segment(paths.payments.path), ...underConstruction('Payments') },
            ],
          },
          {
            lazy: async () => ({ Component: (await import('./app/access-guard')).RequireAdmin }),
            children: [
              { path: segment(paths.admin.path), ...underConstruction('Admin') },
              { path: segment(paths.emailMarketing.path), ...underConstruction('Email Marketing') },
            ],
          },
          { path: '*', ...page(() => import('./features/not-found/not-found-page')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
