/**
 * Compliance & Audit → Audit Reports: search and filters (type, status, priority), New Audit, and
 * one card per audit (auditor, date with its due state while open, findings, recommendations, documents).
 */
import type { AuditReport, AuditReportListQuery } from '../../../../contracts/compliance';
import { AUDIT_STATUSES, AUDIT_TYPES, RISK_LEVELS } from '../../../../domain/compliance/compliance';
import { useAuditReports } from '../../../api/compliance/find-audit-reports';
import { Badge } from '../../../components/ui/badge';
import { TextField } from '../../../components/ui/form-field';
import { RecordCard, RecordList } from '../../../components/ui/record-list';
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
import { useEditedRecord, useRecordFilters } from './use-record-list';

type Filters = Required<Omit<AuditReportListQuery, 'q'>>;
const NO_FILTERS: Filters = { type: 'all', status: 'all', priority: 'all' };

export default function AuditReportsPanel() {
  const { search, setSearch, q, filters, set, isFiltered } = useRecordFilters(NO_FILTERS);
  const audits = useAuditReports({ q, ...filters });
  const editing = useEditedRecord(audits.data?.items);

  return (
    <RecordList
      headingId="audit-reports-title"
      title="Audit Reports"
      newLabel="New Audit"
      onNew={editing.startNew}
      filterColumns={4}
      filters={
        <>
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
        </>
      }
      query={audits}
      loadingLabel="Loading audit reports"
      listLabel="Audit reports"
      errorTitle="Unable to load audit reports"
      empty={{
        title: 'No audit reports found',
        hint: isFiltered ? 'Try adjusting your search or filter criteria.' : 'Record the first one with New Audit.',
      }}
      countText={(n) => `${n} ${n === 1 ? 'audit' : 'audits'}, latest first`}
      renderRecord={(audit) => <AuditCard audit={audit} onEdit={() => editing.edit(audit.id)} />}
    >
      <AuditReportDialog target={editing.target} onClose={editing.close} />
    </RecordList>
  );
}

function AuditCard({ audit, onEdit }: { audit: AuditReport; onEdit: () => void }) {
  return (
    <RecordCard
      headingId={`audit-report-${audit.id}`}
      title={audit.title}
      onEdit={onEdit}
      badges={
        <>
          <Badge tone="brand">{AUDIT_TYPE_LABEL[audit.type]}</Badge>
          <Badge tone={AUDIT_STATUS_TONE[audit.status]}>{AUDIT_STATUS_LABEL[audit.status]}</Badge>
          <Badge tone={LEVEL_TONE[audit.priority]}>{LEVEL_LABEL[audit.priority]} priority</Badge>
        </>
      }
    >
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
      <DocumentLinks documents={audit.documents} />
    </RecordCard>
  );
}
