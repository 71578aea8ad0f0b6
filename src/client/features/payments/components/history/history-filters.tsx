/** The history's filters: status, method and period (changing one goes back to page 1). */
import { PAYMENT_PERIODS, PURCHASE_METHODS } from '../../../../../contracts/payments';
import { Select } from '../../../../components/ui/form-field';
import { METHOD_LABELS, PERIOD_LABELS, STATUS_LABELS } from './history-labels';

export interface HistoryFilterValues {
  status: '' | keyof typeof STATUS_LABELS;
  method: '' | (typeof PURCHASE_METHODS)[number];
  period: (typeof PAYMENT_PERIODS)[number];
}

export function HistoryFilters({
  value,
  onChange,
}: {
  value: HistoryFilterValues;
  onChange: (next: HistoryFilterValues) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Select
        label="Status"
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as HistoryFilterValues['status'] })}
      >
        <option value="">All statuses</option>
        {Object.entries(STATUS_LABELS).map(([id, { label }]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </Select>
      <Select
        label="Payment method"
        value={value.method}
        onChange={(e) => onChange({ ...value, method: e.target.value as HistoryFilterValues['method'] })}
      >
        <option value="">All methods</option>
        {PURCHASE_METHODS.map((id) => (
          <option key={id} value={id}>
            {METHOD_LABELS[id]}
          </option>
        ))}
      </Select>
      <Select
        label="Period"
        value={value.period}
        onChange={(e) => onChange({ ...value, period: e.target.value as HistoryFilterValues['period'] })}
      >
        {PAYMENT_PERIODS.map((id) => (
          <option key={id} value={id}>
            {PERIOD_LABELS[id]}
          </option>
        ))}
      </Select>
    </div>
  );
}
