/**
 * A polite live region for screen readers: announces the selected pair's last price when it
 * changes, at most once every ANNOUNCE_INTERVAL_MS, so a busy market does not talk over the page.
 */
import { useEffect, useRef, useState } from 'react';

const ANNOUNCE_INTERVAL_MS = 15_000;

export function PriceAnnouncer({ text }: { text: string | null }) {
  const [spoken, setSpoken] = useState('');
  const lastAt = useRef(0);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!text) return undefined;
    const wait = Math.max(0, lastAt.current + ANNOUNCE_INTERVAL_MS - Date.now());
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      lastAt.current = Date.now();
      setSpoken(text);
    }, wait);
    return () => window.clearTimeout(pending.current);
  }, [text]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {spoken}
    </p>
  );
}
