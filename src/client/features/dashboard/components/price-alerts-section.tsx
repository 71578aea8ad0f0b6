/**
 * The hub's active alerts: the user's own price alerts from the server, a small form to add one
 * (market, above / below, price — checked with the API's own schema before it is sent) and a Remove
 * button each. The server compares them with each market's last trade and notifies once when crossed.
 */
import { useState, type FormEvent } from 'react';
import { CreatePriceAlertRequestSchema, type CreatePriceAlertRequest } from '../../../../contracts/price-alerts';
import { MARKET_IDS, MARKETS, type MarketId } from '../../../../domain/exchange/markets';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useCreatePriceAlert } from '../../../api/price-alerts/create-price-alert';
import { useDeletePriceAlert } from '../../../api/price-alerts/delete-price-alert';
import { activePriceAlerts, useMyPriceAlerts } from '../../../api/price-alerts/find-my-price-alerts';
import { LoadError } from '../../../components/ui/load-error';

const describeAlert = (a: { market: MarketId; direction: string; price: string }) =>
  `${MARKETS[a.market].label} ${a.direction} ${a.price}`;

export function PriceAlertsSection() {
  const alerts = useMyPriceAlerts();
  const add = useCreatePriceAlert();
  const remove = useDeletePriceAlert();
  const toast = useToast();
  const [market, setMarket] = useState<MarketId>('VINO-USD');
  const [direction, setDirection] = useState<CreatePriceAlertRequest['direction']>('above');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreatePriceAlertRequestSchema.safeParse({ market, direction, price });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid price');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setPrice('');
        toast({ title: 'Price alert added', tone: 'success' });
      },
      onError: (e) => setError(e.message),
    });
  }

  function removeAlert(id: string) {
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Price alert removed', tone: 'success' }),
      onError: (e) => toast({ title: 'Unable to remove the price alert', description: e.message, tone: 'error' }),
    });
  }

  const active = activePriceAlerts(alerts.data);
  return (
    <div className="flex flex-col gap-4">
      {alerts.isError ? (
        <LoadError
          title="Unable to load your price alerts"
          message={alerts.error.message}
          onRetry={() => void alerts.refetch()}
        />
      ) : !alerts.data ? (
        <Skeleton className="h-16 w-full" />
      ) : active.length === 0 ? (
        <p className="text-sm text-fg-muted">No active price alerts.</p>
      ) : (
        <ul
          aria-label="Active price alerts"
          className="flex flex-col divide-y divide-border/60 rounded-xl border border-border/70"
        >
          {active.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 py-1 pl-4 pr-2 text-sm">
              <span className="text-fg">
                {MARKETS[a.market].label} <span className="text-fg-muted">{a.direction}</span>{' '}
                <span className="font-semibold tabular-nums">{a.price}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => removeAlert(a.id)}
                aria-label={`Remove alert ${describeAlert(a)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
        aria-label="Add a price alert"
      >
        <Select label="Market" value={market} onChange={(e) => setMarket(e.target.value as MarketId)}>
          {MARKET_IDS.map((id) => (
            <option key={id} value={id}>
              {MARKETS[id].label}
            </option>
          ))}
        </Select>
        <Select
          label="When the price goes"
          value={direction}
          onChange={(e) => setDirection(e.target.value as CreatePriceAlertRequest['direction'])}
        >
          <option value="above">Above</option>
          <option value="below">Below</option>
        </Select>
        <TextField
          label="Alert price"
          containerClassName="col-span-2 sm:col-span-1"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(e) => {
            setPrice(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
        <Button
          type="submit"
          variant="secondary"
          className="col-span-2 sm:col-span-1 sm:mt-6.5"
          disabled={add.isPending || price.trim() === ''}
        >
          {add.isPending ? 'Adding…' : 'Add alert'}
        </Button>
      </form>
    </div>
  );
}
