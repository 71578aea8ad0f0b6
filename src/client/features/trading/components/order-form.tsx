/**
 * One side's order form (Buy VINO or Sell VINO): order type (market, limit, stop), amount, limit
 * price, stop price, time in force and post-only; the available balance from the ledger; a fee and
 * total preview; inline validation with the spec's messages; the server's refusal shown as given
 * (KYC, insufficient balance, limits). A signed-out visitor fills the same form and is asked to sign in.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MARKET_ERROR_CODES, KYC_VERIFICATION_HREF } from '../../../../contracts/market';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox, Select, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { usePlaceOrder } from '../../../api/market/place-order';
import {
  MARKETS,
  formatAmount,
  formatBalance,
  formatDecimalString,
  formatPrice,
  marketLabel,
  type MarketId,
} from '../market-display';
import {
  EMPTY_ORDER_FORM,
  needsLimitPrice,
  pickOrderFieldErrors,
  previewOrder,
  toPlaceOrderRequest,
  validateOrderForm,
  type OrderFieldErrors,
  type OrderFormValues,
  type OrderKind,
  type OrderSide,
  type TimeInForce,
} from '../order-form-logic';

export interface OrderFormProps {
  marketId: MarketId;
  side: OrderSide;
  lastPrice: string | null;
  /** Trading fee in percent; null while unknown (then the fee is not previewed). */
  feePercent: number | null;
  /** Available amount of the asset this side spends; null when signed out or loading. */
  available: string | null;
  isSignedIn: boolean;
}

export function OrderForm({ marketId, side, lastPrice, feePercent, available, isSignedIn }: OrderFormProps) {
  const market = MARKETS[marketId];
  const idPrefix = useId();
  const toast = useToast();
  const placeOrder = usePlaceOrder();
  const [values, setValues] = useState<OrderFormValues>(EMPTY_ORDER_FORM);
  const [errors, setErrors] = useState<OrderFieldErrors>({});
  const isBuy = side === 'buy';
  const spendAsset = isBuy ? market.quote : market.base;
  const title = isBuy ? 'Buy VINO' : 'Sell VINO';
  const preview = previewOrder(marketId, side, values, lastPrice, feePercent ?? 0);

  function update<K extends keyof OrderFormValues>(key: K, value: OrderFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    placeOrder.reset();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateOrderForm(marketId, values, side);
    setErrors(found);
    if (Object.keys(found).length > 0 || !isSignedIn) return;
    placeOrder.mutate(toPlaceOrderRequest(marketId, side, values), {
      // The server's field messages (e.g. the minimum trade amount) go under their field too.
      onError: (error) => {
        if (isApiError(error)) setErrors(pickOrderFieldErrors(error.fields));
      },
      onSuccess: ({ order, fills }) => {
        setValues((v) => ({ ...EMPTY_ORDER_FORM, kind: v.kind, timeInForce: v.timeInForce }));
        const filled = fills.length > 0 ? ` — ${formatAmount(order.filledAmount)} VINO filled` : '';
        toast({
          tone: 'success',
          title: `${isBuy ? 'Buy' : 'Sell'} order placed`,
          description: `${formatAmount(order.amount)} VINO on ${marketLabel(marketId)}${filled}. Status: ${order.status.replace('_', ' ')}.`,
        });
      },
    });
  }

  const serverError = placeOrder.error;
  const isKycError = isApiError(serverError) && serverError.code === MARKET_ERROR_CODES.kycRequired;
  const showPrice = values.kind !== 'market';
  const showTimeInForce = needsLimitPrice(values);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3
          id={`${idPrefix}-title`}
          className={isBuy ? 'text-lg font-semibold text-success' : 'text-lg font-semibold text-danger'}
        >
          {title}
        </h3>
        <p className="text-right text-xs text-fg-muted tabular-nums">
          Available:{' '}
          <span className="text-fg">
            {isSignedIn ? (available === null ? '…' : `${formatBalance(available, spendAsset)} ${spendAsset}`) : '—'}
          </span>
        </p>
      </div>

      <Select label="Order type" value={values.kind} onChange={(e) => update('kind', e.target.value as OrderKind)}>
        <option value="market">Market</option>
        <option value="limit">Limit</option>
        <option value="stop">Stop</option>
      </Select>

      <TextField
        label="Amount (VINO)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={values.amount}
        onChange={(e) => update('amount', e.target.value)}
        error={errors.amount}
      />

      {values.kind === 'stop' ? (
        <TextField
          label={`Stop price (${market.quote})`}
          inputMode="decimal"
          autoComplete="off"
          hint="The order enters the book when the last trade reaches this price."
          value={values.stopPrice}
          onChange={(e) => update('stopPrice', e.target.value)}
          error={errors.stopPrice}
        />
      ) : null}

      {showPrice ? (
        <TextField
          label={values.kind === 'stop' ? `Limit price (${market.quote}, optional)` : `Limit price (${market.quote})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={lastPrice ? formatPrice(marketId, lastPrice).replace(/,/g, '') : undefined}
          hint={values.kind === 'stop' ? 'Leave empty for a stop-market order.' : undefined}
          value={values.price}
          onChange={(e) => update('price', e.target.value)}
          error={errors.price}
        />
      ) : null}

      {showTimeInForce ? (
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
          <Select
            label="Time in force"
            value={values.timeInForce}
            onChange={(e) => update('timeInForce', e.target.value as TimeInForce)}
          >
            <option value="GTC">GTC · Good till cancelled</option>
            <option value="IOC">IOC · Immediate or cancel</option>
            <option value="FOK">FOK · Fill or kill</option>
          </Select>
          {values.kind === 'limit' ? (
            <Checkbox
              label="Post-only"
              checked={values.postOnly}
              onChange={(e) => update('postOnly', e.target.checked)}
            />
          ) : null}
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-border bg-surface-2/50 p-3 text-sm">
        <dt className="text-fg-muted">Fee{feePercent === null ? '' : ` (${feePercent}%)`}</dt>
        <dd className="text-right tabular-nums text-fg">
          {feePercent !== null && preview.fee !== null
            ? `${formatDecimalString(preview.fee, isBuy ? 4 : 8).replace(/\.?0+$/, '') || '0'} ${preview.feeAsset}`
            : '—'}
        </dd>
        <dt className="text-fg-muted">{preview.isEstimate ? 'Estimated total' : 'Total'}</dt>
        <dd className="text-right tabular-nums font-semibold text-fg">
          {preview.total !== null ? `${formatPrice(marketId, preview.total)} ${market.quote}` : '—'}
        </dd>
      </dl>

      {serverError ? (
        <Alert tone="error" title="Order not placed">
          {serverError.message}
          {isKycError ? (
            <>
              {' '}
              <Link to={KYC_VERIFICATION_HREF}>Start verification</Link>
            </>
          ) : null}
        </Alert>
      ) : null}

      {isSignedIn ? (
        <Button type="submit" variant={isBuy ? 'primary' : 'secondary'} fullWidth isLoading={placeOrder.isPending}>
          {placeOrder.isPending ? 'Processing…' : title}
        </Button>
      ) : (
        <div className="flex flex-col gap-2 rounded-xl border border-gold/40 bg-gold-soft/40 p-3 text-sm">
          <p className="text-fg">Sign in to place orders with your balance.</p>
          <ButtonLink to={paths.auth.getHref({ mode: 'signin' })} variant="gold" fullWidth>
            Sign in to trade
          </ButtonLink>
        </div>
      )}
    </form>
  );
}
