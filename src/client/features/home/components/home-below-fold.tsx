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
      <FinalCta />
      <RiskWarning />
    </>
  );
}
