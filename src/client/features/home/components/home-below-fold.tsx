import { NewsletterInlineCard } from '../../../shared/newsletter/newsletter-inline-card';
import { FinalCta } from './final-cta';
import { HistoricalPerformance } from './historical-performance';
import { RiskWarning } from './risk-warning';
import { Testimonials } from './testimonials';
import { WineCarousel } from './wine-carousel';

/**
 * Everything under the metrics grid, loaded as one lazy chunk so the first paint of / needs only
 * the hero, the counters and the metrics (budget: 120 KB gzip of initial JS including React).
 */
export default function HomeBelowFold() {
  return (
    <>
      <WineCarousel />
      <Testimonials />
      <HistoricalPerformance />
      <div className="mx-auto max-w-3xl px-4 pt-16 sm:px-6">
        <NewsletterInlineCard source="home" />
      </div>
      <FinalCta />
      <RiskWarning />
    </>
  );
}
