/**
 * RecordList: a back-office list of records shown as cards — heading with its "New …" button,
 * a row of filters, then the loading skeletons, the load error with Retry, the empty state, or a
 * live count and the cards — and RecordCard, one record's card (badges, title, details, Edit).
 * The compliance items and audit reports are two uses; each gives its texts, filters and details.
 *
 *   <RecordList title="Audit Reports" newLabel="New Audit" onNew={…} query={audits} …
 *     renderRecord={(audit, onEdit) => <RecordCard …/>} />
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

/** The part of a TanStack Query result the list reads. */
export interface RecordListQuery<R> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: { items: R[] } | undefined;
  refetch: () => unknown;
}

export interface RecordListProps<R extends { id: string }> {
  /** Id of the heading that names the section. */
  headingId: string;
  title: string;
  newLabel: string;
  onNew: () => void;
  /** The filter fields, laid out in `filterColumns` columns from lg up. */
  filters: ReactNode;
  filterColumns: 4 | 5;
  query: RecordListQuery<R>;
  /** Accessible names of the list while loading and once loaded, e.g. "Loading audit reports". */
  loadingLabel: string;
  listLabel: string;
  errorTitle: string;
  empty: { title: string; hint: string };
  /** The live count line, e.g. "3 audits, latest first". */
  countText: (count: number) => string;
  renderRecord: (record: R) => ReactNode;
  children?: ReactNode;
}

const FILTER_COLUMNS = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const;

export function RecordList<R extends { id: string }>({
  headingId,
  title,
  newLabel,
  onNew,
  filters,
  filterColumns,
  query,
  loadingLabel,
  listLabel,
  errorTitle,
  empty,
  countText,
  renderRecord,
  children,
}: RecordListProps<R>) {
  const items = query.data?.items;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold text-fg">
          {title}
        </h3>
        <Button variant="gold" onClick={onNew}>
          {newLabel}
        </Button>
      </div>
      <div className={cn('grid gap-3 sm:grid-cols-2', FILTER_COLUMNS[filterColumns])}>{filters}</div>

      {query.isPending ? (
        <ul aria-label={loadingLabel} className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-48 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : query.isError || !items ? (
        <LoadError
          title={errorTitle}
          message={query.error?.message ?? 'Failed to load.'}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">{empty.title}</p>
          <p className="mt-1 text-sm text-fg-muted">{empty.hint}</p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {countText(items.length)}
            {query.isFetching ? ' · updating…' : ''}
          </p>
          <ul aria-label={listLabel} className="grid gap-4 md:grid-cols-2">
            {items.map((record) => (
              <li key={record.id}>{renderRecord(record)}</li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}

export interface RecordCardProps {
  /** Unique id for the card's heading (it names the card). */
  headingId: string;
  title: string;
  badges: ReactNode;
  children: ReactNode;
  onEdit: () => void;
}

export function RecordCard({ headingId, title, badges, children, onEdit }: RecordCardProps) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 shadow-card"
    >
      <div className="flex flex-wrap gap-2">{badges}</div>
      <h4 id={headingId} className="text-lg font-semibold text-fg">
        {title}
      </h4>
      {children}
      <div className="mt-auto flex justify-end border-t border-border pt-3">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit<span className="sr-only"> {title}</span>
        </Button>
      </div>
    </article>
  );
}
