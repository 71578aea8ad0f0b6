/** The server's figures for the payment intent: amount, each fee, total charged and VINO received. */
import type { PaymentIntentResponse } from '../../../../../contracts/payments';
import { formatDecimal } from '../../../../../domain/money';
import { formatUsd, formatVino } from '../../money-format';

export function OrderSummary({ intent }: { intent: PaymentIntentResponse }) {
  const amount = formatDecimal(BigInt(intent.amount), 2);
  const rows: Array<[string, string]> = [
    ['Amount', formatUsd(amount)],
    ['Processing fee', formatUsd(intent.fees.transaction)],
    ['Platform fee', formatUsd(intent.fees.platform)],
    ['Network fee', formatUsd(intent.fees.network)],
  ];
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border border-border bg-surface-2/40 p-4">
      <h3 id="order-summary-title" className="text-base font-semibold text-fg">
        Order summary
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular-nums text-fg">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-border pt-2 font-semibold">
          <dt className="text-fg">Total</dt>
          <dd className="tabular-nums text-fg">{formatUsd(intent.totalCost)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">You receive</dt>
          <dd className="tabular-nums font-semibold text-gold">{formatVino(intent.tokens)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-xs">
          <dt className="text-fg-subtle">Price per VINO</dt>
          <dd className="tabular-nums text-fg-subtle">{formatUsd(intent.price)}</dd>
        </div>
      </dl>
    </section>
  );
}
