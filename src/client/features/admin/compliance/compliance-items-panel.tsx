/**
 * Compliance & Audit → Compliance Items: search and filters (category, status, risk level, due
 * state), New Item, and one card per item with its review dates, due state and documents.
 */
import { useState } from 'react';
import type { ComplianceItem, ComplianceItemListQuery } from '../../../../contracts/compliance';
import {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  DUE_STATES,
  RISK_LEVELS,
} from '../../../../domain/compliance/compliance';
import { useComplianceItems } from '../../../api/compliance/find-compliance-items';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
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

type Filters = Required<Omit<ComplianceItemListQuery, 'q'>>;
const NO_FILTERS: Filters = { category: 'all', status: 'all', riskLevel: 'all', due: 'all' };

export default function ComplianceItemsPanel() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const q = useDebouncedValue(search.trim(), 300);
  const items = useComplianceItems({ q, ...filters });
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));

  // The dialog reads the item from the latest list, so files attached while it is open show at once.
  const editedItem = editing && editing !== 'new' ? items.data?.items.find((i) => i.id === editing) : undefined;
  const isFiltered = q !== '' || Object.values(filters).some((v) => v !== 'all');

  return (
    <section aria-labelledby="compliance-items-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="compliance-items-title" className="text-xl font-semibold text-fg">
          Compliance Items
        </h3>
        <Button variant="gold" onClick={() => setEditing('new')}>
          New Item
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
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
      </div>

      {items.isPending ? (
        <ul aria-label="Loading compliance items" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-48 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : items.isError ? (
        <LoadError
          title="Unable to load compliance items"
          message={items.error.message}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No compliance items found</p>
          <p className="mt-1 text-sm text-fg-muted">
            {isFiltered ? 'Try adjusting your search or filter criteria.' : 'Add the first one with New Item.'}
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {items.data.items.length} {items.data.items.length === 1 ? 'item' : 'items'}, nearest review first
            {items.isFetching ? ' · updating…' : ''}
          </p>
          <ul aria-label="Compliance items" className="grid gap-4 md:grid-cols-2">
            {items.data.items.map((item) => (
              <ItemCard key={item.id} item={item} onEdit={() => setEditing(item.id)} />
            ))}
          </ul>
        </>
      )}

      <ComplianceItemDialog
        target={editing === 'new' ? { mode: 'new' } : editedItem ? { mode: 'edit', item: editedItem } : null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function ItemCard({ item, onEdit }: { item: ComplianceItem; onEdit: () => void }) {
  const headingId = `compliance-item-${item.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 shadow-card"
      >
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{CATEGORY_LABEL[item.category]}</Badge>
          <Badge tone={STATUS_TONE[item.status]}>{STATUS_LABEL[item.status]}</Badge>
          <Badge tone={LEVEL_TONE[item.riskLevel]}>{LEVEL_LABEL[item.riskLevel]} risk</Badge>
        </div>
        <h4 id={headingId} className="text-lg font-semibold text-fg">
          {item.title}
        </h4>
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
        <div className="flex flex-col gap-1">
          <p className="text-sm text-fg-subtle">Documents</p>
          <DocumentLinks documents={item.documents} />
        </div>
        <div className="mt-auto flex justify-end border-t border-border pt-3">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Edit<span className="sr-only"> {item.title}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
