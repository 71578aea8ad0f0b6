/**
 * Subscriber Management: segment sizes, then the newsletter subscribers with search (address or
 * name), status and segment filters, counts per status, pages, Import CSV (with its report) and
 * Export CSV of the current filters.
 */
import { useState } from 'react';
import { ADMIN_SUBSCRIBERS_PAGE_SIZE, SEGMENT_LABELS } from '../../../../contracts/email';
import {
  AUDIENCE_SEGMENTS,
  SUBSCRIBER_STATUSES,
  type AudienceSegment,
  type SubscriberStatus,
} from '../../../../domain/email-consent';
import { formatInteger } from '../../../../domain/format';
import { useEmailSubscribers } from '../../../api/email/find-email-subscribers';
import { emailSubscribersCsvHref } from '../../../api/email/get-email-subscribers-csv';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ImportSubscribersDialog } from './import-subscribers-dialog';
import { SegmentCounts } from './segment-counts';
import { STATUS_LABEL } from './subscriber-labels';
import { SubscribersTable } from './subscribers-table';

const SEARCH_DEBOUNCE_MS = 300;

export default function SubscriberManagementTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [segment, setSegment] = useState<AudienceSegment | ''>('');
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = { q, status, segment };
  const subscribers = useEmailSubscribers({ ...filter, page });
  const change = (apply: () => void) => {
    setPage(1);
    apply();
  };

  const counts = subscribers.data?.statusCounts;
  const total = subscribers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_SUBSCRIBERS_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-8">
      <SegmentCounts />
      <section aria-labelledby="subscribers-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="subscribers-title" className="text-lg font-semibold text-fg">
              Newsletter subscribers
            </h2>
            <p className="text-sm text-fg-muted" role="status">
              {counts
                ? `${formatInteger(counts.active)} active · ${formatInteger(counts.pending)} pending confirmation · ${formatInteger(counts.unsubscribed)} unsubscribed`
                : 'Loading counts…'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <a href={emailSubscribersCsvHref(filter)} download className={buttonClasses('secondary')}>
              Export CSV
            </a>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <TextField
            label="Search subscribers"
            type="search"
            placeholder="Search by email or name"
            value={search}
            maxLength={100}
            onChange={(e) => change(() => setSearch(e.target.value))}
          />
          <Select
            label="Status"
            value={status}
            onChange={(e) => change(() => setStatus(e.target.value as SubscriberStatus | ''))}
          >
            <option value="">All statuses</option>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </Select>
          <Select
            label="Segment"
            value={segment}
            onChange={(e) => change(() => setSegment(e.target.value as AudienceSegment | ''))}
          >
            <option value="">Everyone</option>
            {AUDIENCE_SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {SEGMENT_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <SubscribersTable query={subscribers} />
        {subscribers.data && (
          <nav aria-label="Subscriber pages" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-fg-muted">
              Page {formatInteger(page)} of {formatInteger(pages)}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </nav>
        )}
      </section>
      <ImportSubscribersDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
