/**
 * The fee breakdown, tokens received and total cost (spec sections 3 and 9). On the amount step the
 * figures are the domain formulas at the quoted price; on the payment step they are the server's,
 * from the payment intent, so what is shown is what is charged.
 */
import type { PurchaseFees } from '../../../../domain/purchase/purchase-fees';
import { formatUsdExact, formatVino } from '../format-decimal';
import { PURCHASE_METHOD_DETAILS } from '../../../../domain/purchase/purchase-methods';
import type { PurchaseMethod } from '../../../../contracts/payments';

interface OrderSummaryProps {
  amount: string;
  paymentMethod: PurchaseMethod;
  price: string;
  fees: PurchaseFees;
  tokens: string;
  totalCost: string;
  title?: string;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between gap-4 pt-2 text-base font-semibold text-fg' : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? '' : 'text-fg-muted'}>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderSummary({
  amount,
  paymentMethod,
  price,
  fees,
  tokens,
  totalCost,
  title = 'Order summary',
}: OrderSummaryProps) {
  const rates = PURCHASE_METHOD_DETAILS[paymentMethod];
  return (
    <section aria-label={title} className="rounded-xl border border-border bg-surface-2/50 p-4">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-gold">{title}</h3>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label="Investment amount" value={formatUsdExact(amount)} />
        <Row label="Payment method" value={rates.name} />
        <Row label={`Transaction fee (${rates.feeLabel})`} value={formatUsdExact(fees.transaction)} />
        <Row label="Platform fee (1%)" value={formatUsdExact(fees.platform)} />
        <Row label="Network fee" value={formatUsdExact(fees.network)} />
        <Row label="Total fees" value={formatUsdExact(fees.total)} />
        <Row label="VINO price" value={formatUsdExact(price)} />
        <div className="border-t border-border" />
        <Row label="Tokens received" value={`${formatVino(tokens)} VINO`} strong />
        <Row label="Total cost" value={formatUsdExact(totalCost)} strong />
      </dl>
    </section>
  );
}
