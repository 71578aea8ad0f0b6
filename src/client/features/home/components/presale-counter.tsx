import type { Presale } from '../../../../contracts/metrics';
import { formatCompactUsd, formatInteger } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicConfig } from '../../../api/system/get-public-config';

/**
 * Investors and funds raised so far: real purchases from the API, refetched with the metrics.
 * Unlike the prototype's cosmetic counter it never grows on its own.
 */
export function PresaleCounter({ presale }: { presale: Presale | undefined }) {
  // In demo mode the purchases behind these figures are seeded demo history: say so: a figure never pretends to be more than it is.
  const isDemo = usePublicConfig().data?.demoMode === true;
  return (
    <div className="max-w-md">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-border bg-surface/70 px-4 py-3">
          <dt className="text-xs uppercase tracking-wider text-fg-subtle">Presale investors</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">
            {presale ? formatInteger(presale.investors) : <Skeleton className="h-8 w-20" />}
          </dd>
        </div>
        <div className="rounded-2xl border border-border bg-surface/70 px-4 py-3">
          <dt className="text-xs uppercase tracking-wider text-fg-subtle">Funds raised</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">
            {presale ? formatCompactUsd(presale.funds_raised_usd) : <Skeleton className="h-8 w-24" />}
          </dd>
        </div>
      </dl>
      {isDemo ? <p className="mt-2 text-xs text-fg-subtle">Demo data: includes seeded demo purchases.</p> : null}
    </div>
  );
}
