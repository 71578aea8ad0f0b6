/**
 * The page frame: skip link, navigation bar, <main> with the current route, footer.
 * The route renders inside an error boundary (reset on every navigation, so one broken page never
 * blocks the others) and a Suspense boundary that shows a thin gold bar while a page chunk loads.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { NavBar } from './nav/nav-bar';
import { AnnouncementBanners } from './announcement-banners';
import { PlatformNotices } from './platform-notices';

// The footer is below the fold on every page: its own chunk keeps the initial chunk small
// (performance budget); it loads in parallel with the page's chunk.
const Footer = lazy(() => import('./footer/footer'));

function PageLoadingBar() {
  return (
    <div aria-hidden="true" className="min-h-[60dvh]">
      <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gradient-to-r from-brand via-gold to-brand" />
    </div>
  );
}

/** A new page starts at the top, as a full page load would (unless the link targets an anchor). */
function useScrollToTopOnNavigate(pathname: string, hash: string) {
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function Layout() {
  const { pathname, hash } = useLocation();
  useScrollToTopOnNavigate(pathname, hash);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-gold px-4 py-3 font-medium text-on-gold focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to main content
      </a>
      <NavBar />
      <PlatformNotices />
      <AnnouncementBanners />
      {/* Page and footer appear together: a footer shown before the page would be pushed down
          when the page arrives (a layout shift). */}
      <Suspense
        fallback={
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <PageLoadingBar />
          </main>
        }
      >
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {/* A chunk that failed to load (e.g. after a deploy) needs a fresh page: Try Again reloads. */}
          <ErrorBoundary key={pathname} onRetry={() => window.location.reload()}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}
