/**
 * My payments: a table from 768 px up, a list of cards below (a seven-column table does not fit
 * 390 px). Both show the same server figures.
 */
import type { PaymentRecord } from '../../../../../contracts/payments';
import { Badge } from '../../../../components/ui/badge';
import { formatDateTime, formatUsd, formatVino } from '../../money-format';
import { METHOD_LABELS, STATUS_LABELS } from './history-labels';
import { Table } from '../../../../components/ui/table';

function StatusBadge({ status }: { status: PaymentRecord['status'] }) {
  const { label, tone } = STATUS_LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export function HistoryTable({ items }: { items: PaymentRecord[] }) {
  return (
    <>
      {/* From md up a table; below it the cards that follow. */}
      <div className="hidden md:block">
        <Table
          variant="plain"
          label="Payment history table"
          caption="Payment history"
          headCellClassName="px-2 pb-2 font-medium"
          columns={[
            'Date',
            'Description',
            'Method',
            'Status',
            ...['Amount', 'Fees', 'Net', 'VINO'].map((label) => ({ label, align: 'right' as const })),
          ]}
        >
          {items.map((p) => (
            <tr key={p.id} className="border-b border-border/60 last:border-0">
              <td className="whitespace-nowrap px-2 py-3 text-fg-muted">{formatDateTime(p.created)}</td>
              <td className="px-2 py-3 text-fg">
                {p.description}
                {p.failureMessage ? <span className="block text-xs text-danger">{p.failureMessage}</span> : null}
              </td>
              <td className="whitespace-nowrap px-2 py-3 text-fg-muted">{METHOD_LABELS[p.paymentMethod]}</td>
              <td className="px-2 py-3">
                <StatusBadge status={p.status} />
              </td>
              <td className="whitespace-nowrap px-2 py-3 text-right tabular-nums text-fg">{formatUsd(p.amount)}</td>
              <td className="whitespace-nowrap px-2 py-3 text-right tabular-nums text-fg-muted">
                {formatUsd(p.feeAmount)}
              </td>
              <td className="whitespace-nowrap px-2 py-3 text-right tabular-nums text-fg-muted">
                {formatUsd(p.netAmount)}
              </td>
              <td className="whitespace-nowrap px-2 py-3 text-right tabular-nums text-gold">
                {p.metadata.tokens ? formatVino(p.metadata.tokens) : '—'}
              </td>
            </tr>
          ))}
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Payment history">
        {items.map((p) => (
          <li key={p.id} className="rounded-xl border border-border bg-surface-2/40 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-fg">{p.description}</p>
                <p className="text-xs text-fg-subtle">
                  {formatDateTime(p.created)} · {METHOD_LABELS[p.paymentMethod]}
                </p>
              </div>
              <StatusBadge status={p.status} />
            </div>
            {p.failureMessage ? <p className="mt-1 text-xs text-danger">{p.failureMessage}</p> : null}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">Amount</dt>
              <dd className="text-right tabular-nums text-fg">{formatUsd(p.amount)}</dd>
              <dt className="text-fg-muted">Fees</dt>
              <dd className="text-right tabular-nums text-fg-muted">{formatUsd(p.feeAmount)}</dd>
              <dt className="text-fg-muted">Net</dt>
              <dd className="text-right tabular-nums text-fg-muted">{formatUsd(p.netAmount)}</dd>
              {p.metadata.tokens ? (
                <>
                  <dt className="text-fg-muted">VINO</dt>
                  <dd className="text-right tabular-nums text-gold">{formatVino(p.metadata.tokens)}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
