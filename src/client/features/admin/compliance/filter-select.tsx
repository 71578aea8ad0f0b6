/** A filter <Select> with an "All …" first option and labelled values. */
import { Select } from '../../../components/ui/form-field';

export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  values,
  labels,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: T | 'all';
  values: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | 'all') => void;
}) {
  return (
    <Select label={label} value={value} onChange={(e) => onChange(e.target.value as T | 'all')}>
      <option value="all">{allLabel}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </Select>
  );
}
