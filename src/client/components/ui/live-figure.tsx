/**
 * LiveFigure: one figure read from the server, in whichever state it is — the value; a skeleton
 * while the first answer is on its way; "Unavailable" when there is no value because the read
 * failed; or the last value marked "stale" when a later refresh failed, so an old figure is never
 * passed off as current.
 *
 *   <LiveFigure data={query.data?.hero} isError={query.isError} render={(h) => formatInteger(h.bottles)} />
 */
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

export interface LiveFigureProps<T> {
  /** The loaded data, undefined until the first answer. */
  data: T | undefined;
  /** The last read failed (the first one, or a refresh after a value was shown). */
  isError?: boolean;
  render: (data: T) => ReactNode;
  /** Size of the skeleton, close to the figure's own (e.g. "h-8 w-24"). */
  skeletonClassName?: string;
}

export function LiveFigure<T>({ data, isError = false, render, skeletonClassName = 'h-8 w-24' }: LiveFigureProps<T>) {
  if (data === undefined) {
    if (isError) return <span className="text-base font-normal text-fg-subtle">Unavailable</span>;
    // Hidden from assistive tech like every skeleton: the section around it announces the loading.
    return <Skeleton className={skeletonClassName} />;
  }
  if (!isError) return <>{render(data)}</>;
  return (
    <>
      {render(data)}
      <span
        className="ml-2 align-middle font-sans text-xs font-normal text-warning"
        title="The last refresh failed: this is the last figure received."
      >
        stale
      </span>
    </>
  );
}
