/**
 * The state both compliance record lists keep: the search (debounced) and "all"-or-value filters,
 * and which record the dialog edits. The dialog reads the record from the latest list, so files
 * attached while it is open show at once.
 */
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { RecordTarget } from './record-dialog';

const SEARCH_DEBOUNCE_MS = 300;

export function useRecordFilters<F extends Record<string, string>>(none: F) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<F>(none);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));
  const isFiltered = q !== '' || Object.values(filters).some((v) => v !== 'all');
  return { search, setSearch, q, filters, set, isFiltered };
}

export function useEditedRecord<R extends { id: string }>(items: R[] | undefined) {
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const record = editing && editing !== 'new' ? items?.find((r) => r.id === editing) : undefined;
  const target: RecordTarget<R> = editing === 'new' ? { mode: 'new' } : record ? { mode: 'edit', record } : null;
  return {
    target,
    startNew: () => setEditing('new'),
    edit: (id: string) => setEditing(id),
    close: () => setEditing(null),
  };
}
