import { lazy, Suspense } from 'react';
import { useDocumentMeta } from '../../lib/use-document-meta';

// The header is the page's largest paint and needs nothing but this chunk; the rest (figures, tabs,
// their fetchers and schemas: some 40 small files) loads beside it and fills in below.
const WineAssetsBody = lazy(() => import('./wine-assets-body'));

export default function WineAssetsPage() {
  useDocumentMeta(
    'Wine Assets — The VINO wine reserve',
    'Browse the investment-grade wines backing VINO: values, appreciation, regions, performance and the vaults that store them.',
  );
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
      {/* Holds the footer below the screen until the body arrives, so nothing visible shifts. */}
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <WineAssetsBody />
      </Suspense>
    </div>
  );
}
