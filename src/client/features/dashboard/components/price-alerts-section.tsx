/**
 * The hub's active alerts: the user's own price alerts from the server, a small form to add one
 * (market, above / below, price) and a Remove button each. Triggered alerts arrive as notifications.
 */
import { useState, type FormEvent } from 'react';
import type { CreatePriceAlertRequest } from '../../../../contracts/price-alerts';
import { MARKET_IDS, MARKETS, type MarketId } from '../../../../domain/exchange/markets';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useAddPriceAlert, useMyPriceAlerts, useRemovePriceAlert } from '../api/my-price-alerts';
import { LoadError } from './load-error';

export function PriceAlertsSection() {
  const alerts = useMyPriceAlerts();
  const add = useAddPriceAlert();
  const remove = useRemovePriceAlert();
  const toast = useToast();
  const [market, setMarket] = useState<MarketId>('VINO-USD');
  const [direction, setDirection] = useState<CreatePriceAlertRequest['direction']>('above');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    add.mutate(
      { market, direction, price: price.trim() },
      {
        onSuccess: () => {
          setPrice('');
          toast({ title: 'Price alert added', tone: 'success' });
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  const active = alerts.data?.items.filter((a) => a.triggeredAt === null) ?? [];
  return (
    <div className="flex flex-col gap-4">
      {alerts.isError ? (
        <LoadError title="Unable to load your price alerts" error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : !alerts.data ? (
        <Skeleton className="h-16 w-full" />
      ) : active.length === 0 ? (
        <p className="text-sm text-fg-muted">No active price alerts.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border/60 rounded-xl border border-border/70">
          {active.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <span className="text-fg">
                {MARKETS[a.market].label} {a.direction} {a.price}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(a.id)}
                aria-label={`Remove alert ${MARKETS[a.market].label} ${a.direction} ${a.price}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-label="Add a price alert">
        <Select label="Market" value={market} onChange={(e) => setMarket(e.target.value as MarketId)}>
          {MARKET_IDS.map((id) => (
            <option key={id} value={id}>
              {MARKETS[id].label}
            </option>
          ))}
        </Select>
        <Select label="When the price goes" value={direction} onChange={(e) => setDirection(e.target.value as 'above' | 'below')}>
          <option value="above">Above</option>
          <option value="below">Below</option>
        </Select>
        <TextField
          label="Alert price"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={error ?? undefined}
          required
        />
        <Button type="submit" variant="secondary" disabled={add.isPending || price.trim() === ''}>
          Add alert
        </Button>
      </form>
    </div>
  );
}
