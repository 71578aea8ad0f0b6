import { useEffect, useRef, useState } from 'react';

/**
 * Width of an element in CSS pixels, kept current with a ResizeObserver. The chart draws in real
 * pixels (viewBox = measured width) so its labels keep a readable 12 px on phones and wide screens alike.
 */
export function useElementWidth<T extends HTMLElement>(fallbackPx: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallbackPx);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w && w > 0) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
