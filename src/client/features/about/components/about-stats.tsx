import { Link } from 'react-router';
import { formatInteger } from '../../../../domain/format';
import { describeAge } from '../../../../domain/reserve/statement-age';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { useReserves } from '../../../api/metrics/get-reserves';

/** Supply and backing come from /api/v1/reserves; max supply and the peg are properties of the token. */
export function AboutStats() {
  const query = useReserves();
  const reserves = query.data;
  const live = (render: (r: NonNullable<typeof reserves>) => string) =>
    reserves ? (
      render(reserves)
    ) : query.isError ? (
      <span className="text-base font-normal text-fg-subtle">Unavailable</span>
    ) : (
      <Skeleton className="h-8 w-32" />
    );

  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label="Current Supply">{live((r) => `${formatInteger(r.circulating_supply)} VINO`)}</StatTile>
        <StatTile label="Max Supply">Uncapped</StatTile>
        <StatTile label="Peg">1 VINO = 1 USD</StatTile>
        <StatTile label="Backing Ratio">{live((r) => `${Number(r.backing_ratio).toFixed(1)}%`)}</StatTile>
      </dl>
      {query.isError && !reserves ? (
        <div className="flex items-center gap-3 text-sm text-fg-muted">
          <p role="alert">Unable to load reserve figures.</p>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {reserves?.attestation ? (
        <p className="text-sm text-fg-muted">
          Signed reserve statement {reserves.attestation.sequence},{' '}
          {describeAge(Date.now() - Date.parse(reserves.attestation.issued_at))} old:{' '}
          {reserves.attestation.backing_ratio}% attested.{' '}
          <Link to={paths.proofOfReserve.getHref()} className="text-gold-strong underline underline-offset-2">
            Verify the reserve
          </Link>
        </p>
      ) : null}
    </div>
  );
}
