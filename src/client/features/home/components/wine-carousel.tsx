import { useEffect, useId, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../../lib/ui-constants';
import { Button } from '../../../components/ui/button';
import { IconChevronLeft, IconChevronRight } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWineShowcase } from '../../../api/wine/get-wine-showcase';
import { clampIndex, nextIndex, previousIndex } from './carousel-index';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { WineSlide } from './wine-slide';

const ROUND_BUTTON =
  'focus-ring flex h-11 w-11 items-center justify-center rounded-full border border-border-strong bg-surface/80 text-fg hover:bg-surface-2';

/**
 * Wine showcase carousel (WAI-ARIA carousel pattern). Auto-advances every CAROUSEL_INTERVAL_MS;
 * stops while the pointer is over it or focus is inside it, when the visitor pauses it, and
 * entirely under prefers-reduced-motion. The slide region is aria-live="off" while rotating (so
 * screen readers are not interrupted every 6 s) and "polite" when a person changes the slide.
 */
export function WineCarousel() {
  const query = useWineShowcase();
  const items = query.data?.items ?? [];
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const isReducedMotion = usePrefersReducedMotion();
  const slideId = useId();

  const isRotating = count > 1 && !isReducedMotion && !isPausedByUser && !isHovered && !isFocusWithin;
  const current = clampIndex(index, count);

  useEffect(() => {
    if (!isRotating) return undefined;
    // setInterval restarts whenever rotation resumes, so a full interval follows a manual change.
    const timer = window.setInterval(
      () => setIndex((i) => nextIndex(clampIndex(i, count), count)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [isRotating, count, index]);

  const wine = items[current];

  return (
    <section aria-labelledby="wines-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading
        id="wines-title"
        eyebrow="In the reserve"
        title="Wines backing every VINO"
        description="A selection of the bottles held in the reserve, with their latest appraised values."
      />

      {query.isError && !wine ? (
        <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface/80 p-6">
          <p role="alert" className="font-semibold text-fg">
            Unable to load the wine showcase
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : !wine ? (
        <div className="mt-8 grid gap-6 md:grid-cols-[300px_1fr]" role="status" aria-label="Loading wines">
          <Skeleton className="aspect-[4/5] w-full max-w-[260px] rounded-2xl md:max-w-none" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-20 w-full" />
          </div>
        </div>
      ) : (
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Featured wines"
          className="mt-8 rounded-3xl border border-border bg-surface/80 p-5 shadow-card sm:p-8"
          onMouseEnter={() => setIsHovered(true)}
          onMouseLeave={() => setIsHovered(false)}
          onFocus={() => setIsFocusWithin(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocusWithin(false);
          }}
        >
          <div id={slideId} aria-live={isRotating ? 'off' : 'polite'} aria-atomic="true">
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={`${current + 1} of ${count}: ${wine.name}`}
              key={wine.id}
              className="animate-fade-in"
            >
              <WineSlide wine={wine} isPriority={false} />
            </div>
          </div>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 sm:grid sm:grid-cols-[1fr_auto_1fr]">
            {count > 1 && !isReducedMotion ? (
              <button
                type="button"
                onClick={() => setIsPausedByUser((p) => !p)}
                className="focus-ring inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg px-3 text-sm text-fg-muted hover:bg-surface-2 hover:text-fg"
              >
                <svg
                  width={16}
                  height={16}
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false"
                >
                  {isPausedByUser ? <path d="M7 4.5v15l13-7.5-13-7.5Z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
                </svg>
                {isPausedByUser ? 'Play slideshow' : 'Pause slideshow'}
              </button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <div
              className="order-last flex w-full flex-wrap justify-center sm:order-none sm:w-auto"
              role="group"
              aria-label="Choose a wine"
            >
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={`Show wine ${i + 1}`}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={slideId}
                  onClick={() => setIndex(i)}
                  className="focus-ring group flex h-11 w-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-7 bg-gold' : 'w-2.5 bg-border-strong group-hover:bg-fg-subtle'}`}
                  />
                </button>
              ))}
            </div>
            <div className="ml-auto flex gap-2 sm:ml-0 sm:justify-self-end">
              <button
                type="button"
                aria-label="Previous wine"
                aria-controls={slideId}
                className={ROUND_BUTTON}
                onClick={() => setIndex(previousIndex(current, count))}
              >
                <IconChevronLeft />
              </button>
              <button
                type="button"
                aria-label="Next wine"
                aria-controls={slideId}
                className={ROUND_BUTTON}
                onClick={() => setIndex(nextIndex(current, count))}
              >
                <IconChevronRight />
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
