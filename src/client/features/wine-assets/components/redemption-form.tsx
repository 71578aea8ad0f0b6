/**
 * The Premium Circle member's redemption form: bottles, delivery address, the VINO it will hold
 * (bottles x value per bottle / VINO price, the server's rule) next to the available balance, and
 * Confirm. The fields are checked with the server's own request schema before sending; the server
 * recomputes and checks everything again, and its field errors show under the fields too.
 */
import { useState, type FormEvent } from 'react';
import {
  CreateRedemptionRequestSchema,
  REDEMPTION_MESSAGES,
  type CreateRedemptionRequest,
  type RedemptionDelivery,
} from '../../../../contracts/redemption';
import type { WineAsset } from '../../../../contracts/wine';
import { LEDGER_SCALE } from '../../../../domain/ledger-assets';
import { parseDecimal } from '../../../../domain/money';
import { REDEMPTION_MAX_BOTTLES, REDEMPTION_MIN_BOTTLES, redemptionTokens } from '../../../../domain/redemption';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/form-errors';
import { usePrices } from '../../../api/prices/get-prices';
import { useMyBalances } from '../../../api/ledger/get-my-balances';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreateRedemption } from '../../../api/redemption/create-redemption-request';
import { formatVino } from './redemption-format';

const BOTTLE_CHOICES = Array.from(
  { length: REDEMPTION_MAX_BOTTLES - REDEMPTION_MIN_BOTTLES + 1 },
  (_, i) => REDEMPTION_MIN_BOTTLES + i,
);

const DELIVERY_FIELDS: { name: keyof RedemptionDelivery; label: string; autoComplete: string; type?: string }[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'addressLine', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

const EMPTY_DELIVERY: RedemptionDelivery = {
  fullName: '',
  addressLine: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
};

export function RedemptionForm({ asset, onSubmitted }: { asset: WineAsset; onSubmitted: () => void }) {
  const prices = usePrices();
  const balances = useMyBalances(true);
  const create = useCreateRedemption();
  const [bottles, setBottles] = useState(1);
  const [delivery, setDelivery] = useState<RedemptionDelivery>(EMPTY_DELIVERY);
  // One key per attempt: a double click or a retried request submits one request, not two.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});

  const price = prices.data?.token.price;
  const tokens = price ? redemptionTokens(bottles, asset.current_value, price) : null;
  const availableText = balances.data?.balances.find((b) => b.asset === 'VINO')?.available ?? '0';
  const available = parseDecimal(availableText, LEDGER_SCALE);
  const isShort = tokens !== null && balances.data !== undefined && tokens > available;
  const serverErrors = isApiError(create.error) ? create.error.fields : {};
  const fieldErrors = Object.keys(formErrors).length > 0 ? formErrors : serverErrors;

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(false);
    const body: CreateRedemptionRequest = { wineAssetId: asset.id, bottles, ...delivery };
    const checked = CreateRedemptionRequestSchema.safeParse(body);
    setFormErrors(checked.success ? {} : fieldMessages(checked.error.issues));
    if (!checked.success) return;
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          setIdempotencyKey(newIdempotencyKey());
          setDelivery(EMPTY_DELIVERY);
          setIsSubmitted(true);
          onSubmitted();
        },
        // A refused attempt is finished: the next one is a new request with its own key.
        onError: () => setIdempotencyKey(newIdempotencyKey()),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Redemption request" className="flex flex-col gap-4">
      <Select
        label="Bottles"
        value={bottles}
        onChange={(e) => setBottles(Number(e.target.value))}
        error={fieldErrors['bottles']}
        hint={`${REDEMPTION_MIN_BOTTLES} to ${REDEMPTION_MAX_BOTTLES} bottles of ${asset.bottle_size} per request`}
      >
        {BOTTLE_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">Delivery address</legend>
        {DELIVERY_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required
            value={delivery[field.name]}
            onChange={(e) => setDelivery({ ...delivery, [field.name]: e.target.value })}
            error={fieldErrors[field.name]}
            containerClassName={field.name === 'fullName' || field.name === 'addressLine' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/60 p-4 text-sm">
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col">
            <dt className="text-fg-subtle">Tokens to be held</dt>
            <dd className="text-lg font-semibold tabular-nums text-gold" aria-live="polite">
              {tokens === null ? '…' : formatVino(tokens)}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-fg-subtle">Your available VINO</dt>
            <dd className="text-lg font-semibold tabular-nums text-fg">
              {balances.data ? formatVino(availableText) : '…'}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-fg-subtle">
          {bottles} x {asset.current_value} USD per bottle at {price ?? '…'} USD per VINO. The VINO stay held, and
          cannot be traded or staked, until the request is reviewed or you cancel it.
        </p>
      </div>
      {isShort ? <Alert tone="warning">{REDEMPTION_MESSAGES.insufficientBalance}.</Alert> : null}
      {create.error && !Object.keys(serverErrors).length ? <Alert tone="error">{create.error.message}</Alert> : null}
      <Button type="submit" variant="gold" isLoading={create.isPending} disabled={tokens === null}>
        Confirm Redemption
      </Button>
      {isSubmitted ? <Alert tone="success">{REDEMPTION_MESSAGES.submitted}</Alert> : null}
    </form>
  );
}
