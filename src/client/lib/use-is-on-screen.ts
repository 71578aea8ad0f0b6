import { useEffect, useState, type RefObject } from 'react';

type Listener = (isOnScreen: boolean) => void;

/**
 * One IntersectionObserver for every watched element (a page of wine cards watches dozens), created
 * on first use; each element's listener hears only its own changes.
 */
let observer: IntersectionObserver | null = null;
const listeners = new WeakMap<Element, Listener>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

/** Whether the element is in the viewport now; false until the first report (nothing animates unseen). */
export function useIsOnScreen(ref: RefObject<Element | null>, isEnabled = true): boolean {
  const [isOnScreen, setIsOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const watcher = sharedObserver();
    listeners.set(element, setIsOnScreen);
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      listeners.delete(element);
    };
  }, [ref, isEnabled]);
  return isEnabled && isOnScreen;
}
