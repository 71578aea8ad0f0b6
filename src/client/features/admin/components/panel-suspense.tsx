/** The loading line shown while a lazily loaded admin tab or sub-tab arrives (one per chunk). */
import { Suspense, type ReactNode } from 'react';

export function PanelSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-center text-fg-muted">
          Loading…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
