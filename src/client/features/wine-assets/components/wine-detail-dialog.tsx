import { useState, type ReactNode } from 'react';
import type { WineAsset } from '../../../../contracts/wine';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconHeart } from '../../../components/ui/icons/content';
import { Image } from '../../../components/ui/image';
import { paths } from '../../../lib/paths';
import { RedemptionPanel } from './redemption-panel';
import { CATEGORY_LABEL, CONDITION_LABEL, formatDay, RARITY_LABEL, signedPct } from './wine-labels';

export interface WineDetailDialogProps {
  asset: WineAsset | null;
  isWatched: boolean;
  isUpdating: boolean;
  onToggleWatchlist: (asset: WineAsset) => void;
  onClose: () => void;
}

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-fg-subtle">{label}</dt>
            <dd className="font-medium tabular-nums text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Details, investment data, tasting notes and description of one asset, with its actions; Request
 * Redemption swaps the details for the redemption panel (form or how to get access, and my requests).
 */
export function WineDetailDialog({ asset, isWatched, isUpdating, onToggleWatchlist, onClose }: WineDetailDialogProps) {
  // The asset the redemption view is open for: opening another asset shows its details first.
  const [redeemingId, setRedeemingId] = useState<string | null>(null);
  const isRedeeming = asset !== null && redeemingId === asset.id;
  return (
    <Dialog
      open={asset !== null}
      onClose={onClose}
      size="lg"
      title={
        asset
          ? isRedeeming
            ? `Request Redemption: ${asset.name} ${asset.vintage}`
            : `${asset.name} ${asset.vintage}`
          : ''
      }
      description={asset ? `${asset.producer} · ${asset.region}, ${asset.country}` : undefined}
      footer={
        asset && isRedeeming ? (
          <Button variant="secondary" onClick={() => setRedeemingId(null)}>
            Back to Details
          </Button>
        ) : asset ? (
          <>
            <Button variant="secondary" onClick={() => setRedeemingId(asset.id)}>
              Request Redemption
            </Button>
            <Button
              variant="secondary"
              onClick={() => onToggleWatchlist(asset)}
              isLoading={isUpdating}
              leadingIcon={<IconHeart size={18} />}
              aria-pressed={isWatched}
            >
              {isWatched ? 'Remove from Watchlist' : 'Add to Watchlist'}
            </Button>
            <ButtonLink to={paths.buyVino.getHref()} variant="gold">
              Explore Investment Options
            </ButtonLink>
          </>
        ) : null
      }
    >
      {asset && isRedeeming ? (
        <RedemptionPanel asset={asset} />
      ) : asset ? (
        // Focusable so keyboard users can scroll the long details with the arrow keys.
        <div tabIndex={0} aria-label="Wine details" role="group" className="focus-ring flex flex-col gap-6 rounded-lg">
          <div className="flex flex-col gap-4 sm:flex-row">
            <Image
              src={asset.image}
              alt={`${asset.name} ${asset.vintage} bottle`}
              className="aspect-[16/9] w-full shrink-0 rounded-xl sm:aspect-[4/5] sm:w-48"
              imgClassName="h-full w-full object-cover object-[center_70%]"
            />
            <div className="flex flex-1 flex-col gap-4">
              <div className="flex flex-wrap gap-2">
                <Badge tone="brand">{CATEGORY_LABEL[asset.category]}</Badge>
                <Badge tone="gold">{RARITY_LABEL[asset.rarity]}</Badge>
                <Badge tone="success">Grade {asset.investment_grade}</Badge>
                {asset.backs_token ? <Badge tone="info">Backs VINO</Badge> : <Badge>Treasury</Badge>}
              </div>
              <Facts
                title="Details"
                rows={[
                  ['Classification', asset.classification || '—'],
                  ['Vintage', asset.vintage],
                  ['Bottle size', asset.bottle_size],
                  ['Condition', CONDITION_LABEL[asset.condition]],
                  ['Critics score', asset.critics_score === null ? '—' : `${asset.critics_score}/100`],
                  ['Storage', asset.storage_location ?? '—'],
                ]}
              />
            </div>
          </div>
          <Facts
            title="Investment Data"
            rows={[
              ['Current value', formatUsd(asset.current_value)],
              ['Purchase price', formatUsd(asset.purchase_price)],
              ['Appreciation', signedPct(asset.appreciation_pct)],
              ['Bottles', formatInteger(asset.bottle_count)],
              ['Total value', formatUsd(asset.total_value)],
              ['Tokens issued', asset.tokenized ? `${formatInteger(asset.tokens_issued)} VINO` : 'Not tokenized'],
              ['Insurance value', formatUsd(asset.insurance_value)],
              ['Last appraisal', formatDay(asset.last_appraisal)],
              ['Next appraisal', formatDay(asset.next_appraisal)],
            ]}
          />
          <section aria-label="Tasting Notes" className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">Tasting Notes</h3>
            <ul className="flex flex-wrap gap-2">
              {asset.tasting_notes.map((note) => (
                <li key={note}>
                  <Badge>{note}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Description" className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">Description</h3>
            <p className="text-fg-muted">{asset.description}</p>
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
