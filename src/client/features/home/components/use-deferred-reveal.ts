import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Becomes true when the sentinel comes within `rootMargin` of the viewport, or once the browser is
 * idle after the page has loaded — whichever is first. The home page uses it to keep the
 * below-the-fold chunk out of the initial JS (the 120 KB budget) without making anyone wait for it.
 */
export function useDeferredReveal<T extends HTMLElement>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [isRevealed, setIsRevealed] = useState(false);

  useEffect(() => {
    if (isRevealed) return undefined;
    // A transition: React renders the below-the-fold sections in small slices, not one long task.
    const reveal = () => startTransition(() => setIsRevealed(true));
    const cleanups: Array<() => void> = [];

    const el = ref.current;
    if (el && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) reveal();
        },
        { rootMargin },
      );
      observer.observe(el);
      cleanups.push(() => observer.disconnect());
    } else {
      reveal();
    }

    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(reveal, { timeout: 2_000 });
        cleanups.push(() => window.cancelIdleCallback(id));
      } else {
        const id = globalThis.setTimeout(reveal, 1_000);
        cleanups.push(() => globalThis.clearTimeout(id));
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cleanups.push(() => window.removeEventListener('load', whenIdle));
    }

    return () => cleanups.forEach((fn) => fn());
  }, [isRevealed, rootMargin]);

  return [ref, isRevealed] as const;
}
