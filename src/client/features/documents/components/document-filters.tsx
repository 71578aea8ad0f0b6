import {
  DOCUMENT_ACCESS_LABELS,
  DOCUMENT_ACCESS_LEVELS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentAccessLevel,
  type DocumentCategory,
  type DocumentSort,
} from '../../../../contracts/documents';
import { Select, TextField } from '../../../components/ui/form-field';

export interface DocumentFilterValues {
  search: string;
  category: DocumentCategory | 'all';
  access: DocumentAccessLevel | 'all';
  sort: DocumentSort;
}

const SORT_LABELS: Record<DocumentSort, string> = { date: 'Date', downloads: 'Downloads', title: 'Title' };

export function DocumentFilters({
  values,
  onChange,
}: {
  values: DocumentFilterValues;
  onChange: (next: DocumentFilterValues) => void;
}) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <TextField
        label="Search documents"
        type="search"
        placeholder="Search by title, description, author or tag"
        value={values.search}
        maxLength={100}
        onChange={(e) => onChange({ ...values, search: e.target.value })}
      />
      <Select
        label="Category"
        value={values.category}
        onChange={(e) => onChange({ ...values, category: e.target.value as DocumentFilterValues['category'] })}
      >
        <option value="all">All Categories</option>
        {DOCUMENT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {DOCUMENT_CATEGORY_LABELS[category]}
          </option>
        ))}
      </Select>
      <Select
        label="Access level"
        value={values.access}
        onChange={(e) => onChange({ ...values, access: e.target.value as DocumentFilterValues['access'] })}
      >
        <option value="all">All Access Levels</option>
        {DOCUMENT_ACCESS_LEVELS.map((level) => (
          <option key={level} value={level}>
            {DOCUMENT_ACCESS_LABELS[level]}
          </option>
        ))}
      </Select>
      <Select
        label="Sort by"
        value={values.sort}
        onChange={(e) => onChange({ ...values, sort: e.target.value as DocumentSort })}
      >
        {(Object.keys(SORT_LABELS) as DocumentSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
