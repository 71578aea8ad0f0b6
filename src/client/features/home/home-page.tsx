import { lazy, Suspense } from 'react';
import { usePresale } from '../../api/metrics/get-presale';
import { FeatureCards } from './components/feature-cards';
import { HeroSection } from './components/hero-section';
import { MetricsGrid } from './components/metrics-grid';
import { MobileBuyBar } from './components/mobile-buy-bar';
import { PresaleBanner } from './components/presale-banner';
import { TrustBadges } from './components/trust-badges';
import { useDeferredReveal } from './components/use-deferred-reveal';
import { useIsInView } from './components/use-is-in-view';
import { useDocumentMeta } from '../../lib/use-document-meta';

const HomeBelowFold = lazy(() => import('./components/home-below-fold'));

export default function HomePage() {
  useDocumentMeta(
    'VINO — Wine-backed token',
    'VINO is a stablecoin backed by investment-grade wine. Join the presale, follow live platform metrics and see the wines in the reserve.',
  );
  const presaleQuery = usePresale();
  const [belowFoldRef, isBelowFoldRevealed] = useDeferredReveal<HTMLDivElement>();
  const [heroActionsRef, areHeroActionsInView] = useIsInView<HTMLDivElement>();

  return (
    <div>
      <PresaleBanner presale={presaleQuery.data} />
      <HeroSection presaleQuery={presaleQuery} actionsRef={heroActionsRef} />
      <TrustBadges />
      <FeatureCards />
      <MetricsGrid />
      {/* min-height reserves room so the lazy chunk does not shift the layout when it arrives. */}
      <div ref={belowFoldRef}>
        {isBelowFoldRevealed ? (
          <Suspense fallback={<div className="min-h-[60rem]" aria-hidden="true" />}>
            <HomeBelowFold />
          </Suspense>
        ) : (
          <div className="min-h-[60rem]" aria-hidden="true" />
        )}
      </div>
      <MobileBuyBar presale={presaleQuery.data} isHidden={areHeroActionsInView} />
    </div>
  );
}
