/** The four tiles of the Email Campaigns tab (spec section 2), counted on the server. */
import type { CampaignTiles as Tiles } from '../../../../contracts/email-campaigns';
import { formatInteger } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatRate } from './campaign-labels';

export function CampaignTiles({ tiles }: { tiles: Tiles | undefined }) {
  const show = (value: (t: Tiles) => string) => (tiles ? value(tiles) : <Skeleton className="h-8 w-16" />);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Total Sent">{show((t) => formatInteger(t.totalSent))}</StatTile>
      <StatTile label="Total Opens">{show((t) => formatInteger(t.totalOpens))}</StatTile>
      <StatTile label="Total Clicks">{show((t) => formatInteger(t.totalClicks))}</StatTile>
      <StatTile label="Avg Open Rate">{show((t) => formatRate(t.avgOpenRate))}</StatTile>
    </dl>
  );
}
