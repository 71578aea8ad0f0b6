import type { WineAsset } from '../../../../contracts/wine';
import { formatUsd } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { Image } from '../../../components/ui/image';
import { CATEGORY_LABEL, RARITY_LABEL, signedPct } from './wine-labels';

export interface WineCardProps {
  asset: WineAsset;
  isWatched: boolean;
  onOpen: (asset: WineAsset) => void;
}

/** A catalogue card; the whole card is one button that opens the detail dialog. */
export function WineCard({ asset, isWatched, onOpen }: WineCardProps) {
  const isUp = Number(asset.appreciation_pct) >= 0;
  return (
    <button
      type="button"
      onClick={() => onOpen(asset)}
      aria-label={`${asset.name} ${asset.vintage}, ${asset.producer}: view details`}
      className="focus-ring group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface/85 text-left shadow-card transition-colors hover:border-gold/50"
    >
      <Image
        src={asset.image}
        alt=""
        className="aspect-[4/3] w-full"
        imgClassName="h-full w-full object-cover object-[center_75%]"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{CATEGORY_LABEL[asset.category]}</Badge>
          <Badge tone="gold">{RARITY_LABEL[asset.rarity]}</Badge>
          {isWatched ? <Badge tone="info">Watching</Badge> : null}
        </div>
        <div>
          <h3 className="text-lg font-semibold text-fg group-hover:text-gold">
            {asset.name} <span className="text-fg-muted">{asset.vintage}</span>
          </h3>
          <p className="text-sm text-fg-muted">
            {asset.producer} · {asset.region}, {asset.country}
          </p>
        </div>
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-border pt-3 text-sm">
          <div>
            <dt className="text-xs text-fg-subtle">Value</dt>
            <dd className="font-semibold tabular-nums text-fg">{formatUsd(asset.current_value)}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-subtle">Appreciation</dt>
            <dd className={`font-semibold tabular-nums ${isUp ? 'text-success' : 'text-danger'}`}>
              {signedPct(asset.appreciation_pct)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-subtle">Bottles</dt>
            <dd className="font-semibold tabular-nums text-fg">{asset.bottle_count.toLocaleString('en-US')}</dd>
          </div>
        </dl>
      </div>
    </button>
  );
}
