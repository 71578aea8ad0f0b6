/**
 * The page frame: skip link, navigation bar, <main> with the current route, footer.
 * A thin gold bar at the top shows while the router loads the next page's chunk.
 */
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NavBar } from './nav/nav-bar';

// The footer is below the fold on every page: loading it after the page keeps the initial chunk
// small (performance budget). The placeholder reserves roughly its height to avoid a layout shift.
const Footer = lazy(() => import('./footer/footer'));

export function Layout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-gold px-4 py-3 font-medium text-on-gold focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to main content
      </a>
      {isNavigating ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gradient-to-r from-brand via-gold to-brand"
        />
      ) : null}
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={<div aria-hidden="true" className="mt-24 min-h-[36rem] border-t border-border/70" />}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
