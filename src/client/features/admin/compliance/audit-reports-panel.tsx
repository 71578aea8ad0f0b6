/**
 * Compliance & Audit → Audit Reports: search and filters (type, status, priority), New Audit, and
 * one card per audit (auditor, date with its due state while open, findings, recommendations, documents).
 */
import { useState } from 'react';
import type { AuditReport, AuditReportListQuery } from '../../../../contracts/compliance';
import { AUDIT_STATUSES, AUDIT_TYPES, RISK_LEVELS } from '../../../../domain/compliance/compliance';
import { useAuditReports } from '../../../api/compliance/find-audit-reports';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AuditReportDialog } from './audit-report-dialog';
import {
  AUDIT_STATUS_LABEL,
  AUDIT_STATUS_TONE,
  AUDIT_TYPE_LABEL,
  formatDay,
  LEVEL_LABEL,
  LEVEL_TONE,
} from './compliance-labels';
import { DocumentLinks } from './document-links';
import { DueBadge } from './due-badge';
import { FilterSelect } from './filter-select';

type Filters = Required<Omit<AuditReportListQuery, 'q'>>;
const NO_FILTERS: Filters = { type: 'all', status: 'all', priority: 'all' };

export default function AuditReportsPanel() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const q = useDebouncedValue(search.trim(), 300);
  const audits = useAuditReports({ q, ...filters });
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));

  const editedAudit = editing && editing !== 'new' ? audits.data?.items.find((a) => a.id === editing) : undefined;
  const isFiltered = q !== '' || Object.values(filters).some((v) => v !== 'all');

  return (
    <section aria-labelledby="audit-reports-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="audit-reports-title" className="text-xl font-semibold text-fg">
          Audit Reports
        </h3>
        <Button variant="gold" onClick={() => setEditing('new')}>
          New Audit
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Search audits"
          type="search"
          placeholder="Title, auditor, findings"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
        />
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={filters.type}
          values={AUDIT_TYPES}
          labels={AUDIT_TYPE_LABEL}
          onChange={set('type')}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          values={AUDIT_STATUSES}
          labels={AUDIT_STATUS_LABEL}
          onChange={set('status')}
        />
        <FilterSelect
          label="Priority"
          allLabel="All priorities"
          value={filters.priority}
          values={RISK_LEVELS}
          labels={LEVEL_LABEL}
          onChange={set('priority')}
        />
      </div>

      {audits.isPending ? (
        <ul aria-label="Loading audit reports" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-48 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : audits.isError ? (
        <LoadError
          title="Unable to load audit reports"
          message={audits.error.message}
          onRetry={() => void audits.refetch()}
        />
      ) : audits.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No audit reports found</p>
          <p className="mt-1 text-sm text-fg-muted">
            {isFiltered ? 'Try adjusting your search or filter criteria.' : 'Record the first one with New Audit.'}
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {audits.data.items.length} {audits.data.items.length === 1 ? 'audit' : 'audits'}, latest first
            {audits.isFetching ? ' · updating…' : ''}
          </p>
          <ul aria-label="Audit reports" className="grid gap-4 md:grid-cols-2">
            {audits.data.items.map((audit) => (
              <AuditCard key={audit.id} audit={audit} onEdit={() => setEditing(audit.id)} />
            ))}
          </ul>
        </>
      )}

      <AuditReportDialog
        target={editing === 'new' ? { mode: 'new' } : editedAudit ? { mode: 'edit', audit: editedAudit } : null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function AuditCard({ audit, onEdit }: { audit: AuditReport; onEdit: () => void }) {
  const headingId = `audit-report-${audit.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 shadow-card"
      >
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{AUDIT_TYPE_LABEL[audit.type]}</Badge>
          <Badge tone={AUDIT_STATUS_TONE[audit.status]}>{AUDIT_STATUS_LABEL[audit.status]}</Badge>
          <Badge tone={LEVEL_TONE[audit.priority]}>{LEVEL_LABEL[audit.priority]} priority</Badge>
        </div>
        <h4 id={headingId} className="text-lg font-semibold text-fg">
          {audit.title}
        </h4>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-fg-subtle">Auditor</dt>
            <dd className="text-fg">{audit.auditor}</dd>
          </div>
          <div>
            <dt className="text-fg-subtle">Date</dt>
            <dd className="flex flex-wrap items-center gap-2 text-fg">
              {formatDay(audit.date)}
              {audit.dueState && audit.daysUntil !== null ? (
                <DueBadge state={audit.dueState} days={audit.daysUntil} />
              ) : null}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-fg-subtle">Findings</dt>
            <dd className="whitespace-pre-line text-fg">{audit.findings || 'None recorded yet'}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-fg-subtle">Recommendations</dt>
            <dd className="whitespace-pre-line text-fg">{audit.recommendations || 'None recorded yet'}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-1">
          <p className="text-sm text-fg-subtle">Documents</p>
          <DocumentLinks documents={audit.documents} />
        </div>
        <div className="mt-auto flex justify-end border-t border-border pt-3">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Edit<span className="sr-only"> {audit.title}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
