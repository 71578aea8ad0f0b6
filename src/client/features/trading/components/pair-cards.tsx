/**
 * The four pair cards of the trading header (investor spec section 2): last price, 24 h change and
 * volume, live. A card is a toggle button: pressing it selects the pair (aria-pressed says which).
 */
import type { MarketSummary } from '../../../../contracts/market';
import { CHANGE_24H_LABEL, formatPercentChange } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { MARKET_IDS, changeTone, formatAmount, formatPrice, marketLabel, type MarketId } from '../market-display';

interface PairCardsProps {
  markets: MarketSummary[] | undefined;
  /** The markets could not be loaded: show dashes instead of placeholders that never resolve. */
  isError: boolean;
  selected: MarketId;
  onSelect: (id: MarketId) => void;
}

const TONE_CLASS = { up: 'text-success', down: 'text-danger', flat: 'text-fg-muted' } as const;

export function PairCards({ markets, isError, selected, onSelect }: PairCardsProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Markets">
      {MARKET_IDS.map((id) => {
        const ticker = markets?.find((m) => m.id === id)?.ticker;
        const isSelected = id === selected;
        return (
          <li key={id}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(id)}
              className={cn(
                'focus-ring flex h-full w-full flex-col gap-1 rounded-2xl border p-3 text-left transition-colors sm:p-4',
                isSelected
                  ? 'border-gold/60 bg-brand-soft ring-1 ring-gold/20'
                  : 'border-border bg-surface/85 hover:border-border-strong hover:bg-surface-2',
              )}
            >
              <span className="text-sm font-semibold text-fg">{marketLabel(id)}</span>
              {ticker ? (
                <>
                  {ticker.last ? (
                    <span className="font-display text-xl font-semibold tabular-nums text-fg sm:text-2xl">
                      {formatPrice(id, ticker.last)}
                    </span>
                  ) : (
                    // One line of the price's height, so a card without trades is as tall as the others.
                    <span className="flex h-7 items-center text-sm text-fg-muted sm:h-8">No trades yet</span>
                  )}
                  <span className={cn('text-sm tabular-nums', TONE_CLASS[changeTone(ticker.change24h)])}>
                    {formatPercentChange(ticker.change24h)} <span className="text-fg-subtle">{CHANGE_24H_LABEL}</span>
                  </span>
                  <span className="text-xs text-fg-subtle tabular-nums">Vol {formatAmount(ticker.volume24h)} VINO</span>
                </>
              ) : isError ? (
                <span className="font-display text-xl font-semibold text-fg-muted">—</span>
              ) : (
                // The loaded card's three lines (price, change, volume), so nothing moves when they arrive.
                <span aria-hidden="true" className="flex flex-col gap-1">
                  <Skeleton className="h-7 w-24 sm:h-8" />
                  <Skeleton className="h-5 w-20" />
                  <Skeleton className="h-4 w-28" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
