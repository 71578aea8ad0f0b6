/**
 * Compliance & Audit → Compliance Items: search and filters (category, status, risk level, due
 * state), New Item, and one card per item with its review dates, due state and documents.
 */
import type { ComplianceItem, ComplianceItemListQuery } from '../../../../contracts/compliance';
import {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  DUE_STATES,
  RISK_LEVELS,
} from '../../../../domain/compliance/compliance';
import { useComplianceItems } from '../../../api/compliance/find-compliance-items';
import { Badge } from '../../../components/ui/badge';
import { TextField } from '../../../components/ui/form-field';
import { RecordCard, RecordList } from '../../../components/ui/record-list';
import { ComplianceItemDialog } from './compliance-item-dialog';
import {
  CATEGORY_LABEL,
  DUE_LABEL,
  formatDay,
  LEVEL_LABEL,
  LEVEL_TONE,
  STATUS_LABEL,
  STATUS_TONE,
} from './compliance-labels';
import { DocumentLinks } from './document-links';
import { DueBadge } from './due-badge';
import { FilterSelect } from './filter-select';
import { useEditedRecord, useRecordFilters } from './use-record-list';

type Filters = Required<Omit<ComplianceItemListQuery, 'q'>>;
const NO_FILTERS: Filters = { category: 'all', status: 'all', riskLevel: 'all', due: 'all' };

export default function ComplianceItemsPanel() {
  const { search, setSearch, q, filters, set, isFiltered } = useRecordFilters(NO_FILTERS);
  const items = useComplianceItems({ q, ...filters });
  const editing = useEditedRecord(items.data?.items);

  return (
    <RecordList
      headingId="compliance-items-title"
      title="Compliance Items"
      newLabel="New Item"
      onNew={editing.startNew}
      filterColumns={5}
      filters={
        <>
          <TextField
            label="Search items"
            type="search"
            placeholder="Title, description, responsible"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
          />
          <FilterSelect
            label="Category"
            allLabel="All categories"
            value={filters.category}
            values={COMPLIANCE_CATEGORIES}
            labels={CATEGORY_LABEL}
            onChange={set('category')}
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={filters.status}
            values={COMPLIANCE_STATUSES}
            labels={STATUS_LABEL}
            onChange={set('status')}
          />
          <FilterSelect
            label="Risk level"
            allLabel="All risk levels"
            value={filters.riskLevel}
            values={RISK_LEVELS}
            labels={LEVEL_LABEL}
            onChange={set('riskLevel')}
          />
          <FilterSelect
            label="Next review"
            allLabel="Any review date"
            value={filters.due}
            values={DUE_STATES}
            labels={DUE_LABEL}
            onChange={set('due')}
          />
        </>
      }
      query={items}
      loadingLabel="Loading compliance items"
      listLabel="Compliance items"
      errorTitle="Unable to load compliance items"
      empty={{
        title: 'No compliance items found',
        hint: isFiltered ? 'Try adjusting your search or filter criteria.' : 'Add the first one with New Item.',
      }}
      countText={(n) => `${n} ${n === 1 ? 'item' : 'items'}, nearest review first`}
      renderRecord={(item) => <ItemCard item={item} onEdit={() => editing.edit(item.id)} />}
    >
      <ComplianceItemDialog target={editing.target} onClose={editing.close} />
    </RecordList>
  );
}

function ItemCard({ item, onEdit }: { item: ComplianceItem; onEdit: () => void }) {
  return (
    <RecordCard
      headingId={`compliance-item-${item.id}`}
      title={item.title}
      onEdit={onEdit}
      badges={
        <>
          <Badge tone="brand">{CATEGORY_LABEL[item.category]}</Badge>
          <Badge tone={STATUS_TONE[item.status]}>{STATUS_LABEL[item.status]}</Badge>
          <Badge tone={LEVEL_TONE[item.riskLevel]}>{LEVEL_LABEL[item.riskLevel]} risk</Badge>
        </>
      }
    >
      {item.description ? <p className="text-sm text-fg-muted">{item.description}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-fg-subtle">Responsible</dt>
          <dd className="text-fg">{item.responsible}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Last review</dt>
          <dd className="text-fg">{item.lastReview ? formatDay(item.lastReview) : 'Not yet reviewed'}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Next review</dt>
          <dd className="flex flex-wrap items-center gap-2 text-fg">
            {formatDay(item.nextReview)}
            <DueBadge state={item.dueState} days={item.daysUntilReview} />
          </dd>
        </div>
      </dl>
      <DocumentLinks documents={item.documents} />
    </RecordCard>
  );
}
