import type { WineShowcaseItem } from '../../../../contracts/wine';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { Image } from '../../../components/ui/image';
import { formatSignedPercent } from './display-format';

/** One wine of the carousel: label art beside its figures (all from the showcase API). */
export function WineSlide({ wine, isPriority }: { wine: WineShowcaseItem; isPriority: boolean }) {
  const appreciation = Number(wine.appreciation_pct);
  return (
    <div className="grid items-center gap-6 md:grid-cols-[minmax(0,300px)_1fr] md:gap-10">
      <Image
        src={wine.image}
        alt={`${wine.name} ${wine.vintage} bottle`}
        width={320}
        height={400}
        isPriority={isPriority}
        className="mx-auto aspect-[4/5] w-full max-w-[260px] rounded-2xl md:max-w-none"
      />
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-sm uppercase tracking-[0.16em] text-gold">{wine.region}</p>
          <h3 className="mt-1 text-2xl font-semibold text-fg sm:text-3xl">{wine.name}</h3>
          <p className="text-fg-subtle">
            {wine.producer} · {wine.vintage}
          </p>
        </div>
        <p className="text-fg-muted">{wine.description}</p>
        <dl className="grid grid-cols-3 gap-3">
          <div className="rounded-xl border border-border bg-surface-2/60 px-2.5 py-2.5 sm:px-3">
            <dt className="text-xs text-fg-subtle">Value per bottle</dt>
            <dd className="mt-0.5 text-base font-semibold sm:text-lg tabular-nums text-fg">
              {formatUsd(wine.current_value)}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-surface-2/60 px-2.5 py-2.5 sm:px-3">
            <dt className="text-xs text-fg-subtle">Appreciation</dt>
            <dd
              className={`mt-0.5 text-base font-semibold sm:text-lg tabular-nums ${appreciation >= 0 ? 'text-success' : 'text-danger'}`}
            >
              {formatSignedPercent(wine.appreciation_pct)}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-surface-2/60 px-2.5 py-2.5 sm:px-3">
            <dt className="text-xs text-fg-subtle">Bottles held</dt>
            <dd className="mt-0.5 text-base font-semibold sm:text-lg tabular-nums text-fg">
              {formatInteger(wine.bottle_count)}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
