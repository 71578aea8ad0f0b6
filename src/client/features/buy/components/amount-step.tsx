/**
 * Step 1: how much, in which currency, paid how. Quick amounts, the amount field (100 to
 * 1,000,000 USD, spec section 5), the payment method (card by default) and the live order summary.
 * Continue to Payment is disabled below 100 (and above the maximum) or while processing.
 */
import { Link } from 'react-router';
import { KYC_VERIFICATION_HREF } from '../../../../contracts/market';
import type { PurchaseMethod } from '../../../../contracts/payments';
import { PAYMENT_MESSAGES } from '../../../../contracts/payments';
import { PURCHASE_MAX_USD, PURCHASE_MIN_USD, quotePurchase } from '../../../../domain/purchase/purchase-fees';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { groupDecimal } from '../format-decimal';
import { PURCHASE_METHOD_DETAILS, PURCHASE_METHOD_IDS } from '../../../../domain/purchase/purchase-methods';
import { OrderSummary } from './order-summary';

export const QUICK_AMOUNTS = [500, 1_000, 5_000, 10_000, 25_000, 50_000] as const;

/** Whole dollars or dollars and cents; anything else is not an amount. */
const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

export function amountProblem(amount: string): string | null {
  if (!AMOUNT_PATTERN.test(amount.trim())) return 'Please enter an amount in US dollars.';
  const value = Number(amount);
  if (value < PURCHASE_MIN_USD) return PAYMENT_MESSAGES.minimum;
  if (value > PURCHASE_MAX_USD) return PAYMENT_MESSAGES.maximum;
  return null;
}

interface AmountStepProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  paymentMethod: PurchaseMethod;
  onMethodChange: (method: PurchaseMethod) => void;
  price: string | null;
  isProcessing: boolean;
  error: string | null;
  /** The server refused for KYC: offer the way to verification next to its message. */
  needsVerification: boolean;
  isSignedIn: boolean;
  onContinue: () => void;
}

export function AmountStep(props: AmountStepProps) {
  const { amount, paymentMethod, price, isProcessing, error } = props;
  const problem = amount.trim() === '' ? null : amountProblem(amount);
  const isValid = amount.trim() !== '' && problem === null;
  const quote = isValid && price ? quotePurchase({ amount: amount.trim(), paymentMethod, price }) : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && !isProcessing) props.onContinue();
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-fg">Quick amounts</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {QUICK_AMOUNTS.map((quick) => {
            const selected = amount.trim() === String(quick);
            return (
              <button
                key={quick}
                type="button"
                aria-pressed={selected}
                onClick={() => props.onAmountChange(String(quick))}
                className={cn(
                  'focus-ring min-h-11 rounded-lg border px-2 text-sm font-semibold tabular-nums transition-colors',
                  selected
                    ? 'border-gold bg-gold text-on-gold'
                    : 'border-border bg-surface-2/60 text-fg hover:border-border-strong',
                )}
              >
                ${groupDecimal(String(quick), 0)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Investment amount (USD)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => props.onAmountChange(event.target.value.replace(/[^\d.]/g, ''))}
          hint="From $100 to $1,000,000"
          error={problem}
          className="text-lg tabular-nums"
        />
        <Select
          label="Currency"
          name="currency"
          value="USD"
          onChange={() => undefined}
          hint="Purchases are charged in US dollars for now."
        >
          <option value="USD">USD</option>
          <option value="EUR" disabled>
            EUR (not yet accepted)
          </option>
          <option value="BTC" disabled>
            BTC (not yet accepted)
          </option>
          <option value="ETH" disabled>
            ETH (not yet accepted)
          </option>
        </Select>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">Payment method</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PURCHASE_METHOD_IDS.map((method) => {
            const label = PURCHASE_METHOD_DETAILS[method];
            const checked = method === paymentMethod;
            return (
              <label
                key={method}
                className={cn(
                  'flex min-h-11 cursor-pointer flex-col gap-1 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-gold bg-gold/10' : 'border-border bg-surface-2/50 hover:border-border-strong',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    checked={checked}
                    onChange={() => props.onMethodChange(method)}
                    className="size-4 accent-[var(--color-gold)]"
                  />
                  <span className="text-sm font-semibold text-fg">{label.name}</span>
                </span>
                <span className="text-xs text-fg-muted">
                  {label.feeLabel} fee · {label.processingTime}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {quote && price ? (
        <OrderSummary
          amount={amount.trim()}
          paymentMethod={paymentMethod}
          price={price}
          fees={quote.fees}
          tokens={quote.tokens}
          totalCost={quote.totalCost}
        />
      ) : null}

      {error ? (
        <Alert tone="error" title={error}>
          {props.needsVerification ? (
            <Link to={KYC_VERIFICATION_HREF} className="inline-block py-1 font-semibold">
              Start verification
            </Link>
          ) : null}
        </Alert>
      ) : null}

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          variant="gold"
          size="lg"
          fullWidth
          isLoading={isProcessing}
          disabled={!isValid || isProcessing}
        >
          Continue to Payment
        </Button>
        {!props.isSignedIn ? (
          <p className="text-center text-sm text-fg-muted">You will be asked to sign in first; your amount is kept.</p>
        ) : null}
      </div>
    </form>
  );
}
