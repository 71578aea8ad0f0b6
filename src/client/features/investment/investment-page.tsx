import { useDocumentMeta } from '../../lib/use-document-meta';
import { AllocationPresets } from './components/allocation-presets';
import { AppreciationTimeline } from './components/appreciation-timeline';
import { InvestmentCalculator } from './components/investment-calculator';
import { LandingTail } from './components/landing-tail';
import { PerformanceAndTrust } from './components/performance-and-trust';
import { QuoteCards } from './components/quote-cards';

export default function InvestmentPage() {
  useDocumentMeta(
    'Dual Investment — VINO Stock and VINO Token',
    'Compare VINO Stock and the wine-backed VINO Token, choose an allocation, explore the wine appreciation timeline and project returns.',
  );
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Dual Investment</p>
        <h1 className="max-w-3xl text-4xl font-semibold text-fg sm:text-5xl">Two ways to invest in fine wine</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          Own the company through VINO Stock, or hold the VINO Token backed by a reserve of investment-grade wine — or
          combine both.
        </p>
      </header>
      <QuoteCards />
      <AllocationPresets />
      <PerformanceAndTrust />
      <AppreciationTimeline />
      <InvestmentCalculator />
      <LandingTail />
    </div>
  );
}
