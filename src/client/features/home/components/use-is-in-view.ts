import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is (even partly) inside the viewport. Starts true, so anything that waits for
 * the element to leave stays out of the way on first paint, before the observer has reported.
 */
export function useIsInView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isInView, setIsInView] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setIsInView(entry.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return [ref, isInView] as const;
}
