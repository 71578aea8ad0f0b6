/**
 * Tokenization: the token's metrics from the data (tokens issued, backing ratio, reserve, supply,
 * value still in the treasury) and every active asset; untokenized ones offer Tokenize, which
 * proposes minting VINO for the asset's value at USD 1 each. The mint happens when a different admin
 * approves the proposal (Reserve Proposals); until then the asset shows it awaits approval.
 */
import { useState } from 'react';
import type { AdminWineAsset } from '../../../../contracts/admin-wine';
import { tokensForAsset } from '../../../../domain/admin/wine-reserve';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { useAdminWineAssets } from '../../../api/wine/find-admin-wine-assets';
import { useAdminWineSummary } from '../../../api/wine/get-admin-wine-summary';
import { usePendingReserveProposals } from '../../../api/reserve/find-pending-reserve-proposals';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { TokenizeDialog } from './tokenize-dialog';
import { formatMillions } from './wine-admin-format';
import { Table } from '../../../components/ui/table';

const ALL_ACTIVE = { q: '', category: 'all', region: 'all', status: 'active' } as const;

export default function TokenizationPanel() {
  const summary = useAdminWineSummary();
  const assets = useAdminWineAssets(ALL_ACTIVE);
  const pending = usePendingReserveProposals();
  const [toTokenize, setToTokenize] = useState<AdminWineAsset | null>(null);
  const awaitingApproval = new Set(
    (pending.data?.proposals ?? []).filter((p) => p.kind === 'tokenisation').map((p) => p.wine_asset_id),
  );
  const t = summary.data?.tokenization;
  // Untokenized first: they are what this tab acts on.
  const rows = [...(assets.data?.items ?? [])].sort((a, b) => Number(a.tokenized) - Number(b.tokenized));

  return (
    <section aria-labelledby="tokenization-title" className="flex flex-col gap-5">
      <h3 id="tokenization-title" className="text-xl font-semibold text-fg">
        Tokenization
      </h3>
      {summary.isError ? (
        <LoadError
          title="Unable to load the token metrics"
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      ) : !t ? (
        <Skeleton className="h-24 w-full rounded-2xl" />
      ) : (
        <dl aria-label="Token metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <StatTile label="Backing Ratio">{t.backing_ratio}%</StatTile>
          <StatTile label="Reserve Value">{formatMillions(t.reserve_value_usd)}</StatTile>
          <StatTile label="VINO in Circulation">{formatInteger(t.circulating_supply)}</StatTile>
          <StatTile label="Tokens Issued on Assets">{formatInteger(t.tokens_issued)}</StatTile>
          <StatTile label="Untokenized Value">
            {formatMillions(t.untokenized_value)}
            <span className="block text-sm font-normal text-fg-muted">
              {t.untokenized_assets} {t.untokenized_assets === 1 ? 'asset' : 'assets'} in the treasury
            </span>
          </StatTile>
        </dl>
      )}
      {assets.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : assets.isError ? (
        <LoadError
          title="Unable to load wine assets"
          message={assets.error.message}
          onRetry={() => void assets.refetch()}
        />
      ) : (
        <Table
          label="Tokenization table"
          caption="Wine assets, untokenized first"
          minWidth="min-w-[44rem]"
          columns={[
            'Wine',
            { label: 'Total value', align: 'right' },
            { label: 'Tokens issued', align: 'right' },
            'State',
            { label: 'Actions', hidden: true },
          ]}
        >
          {rows.map((a) => (
            <tr key={a.id} className="border-t border-border hover:bg-surface-2/40">
              <td className="px-3 py-2 font-medium text-fg">
                {a.name} {a.vintage}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(a.total_value)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {a.tokenized ? `${formatInteger(a.tokens_issued)} VINO` : '—'}
              </td>
              <td className="px-3 py-2">
                {a.tokenized ? (
                  <Badge tone="info">Tokenized</Badge>
                ) : awaitingApproval.has(a.id) ? (
                  <Badge tone="warning">Awaiting approval</Badge>
                ) : (
                  <Badge tone="gold">Untokenized</Badge>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-1 text-right">
                {a.tokenized || awaitingApproval.has(a.id) ? null : (
                  <Button
                    variant="gold"
                    size="sm"
                    aria-label={`Tokenize ${a.name} ${a.vintage}`}
                    onClick={() => setToTokenize(a)}
                  >
                    Tokenize
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <TokenizeDialog
        asset={toTokenize}
        tokens={
          toTokenize
            ? tokensForAsset({ currentValue: toTokenize.current_value, bottleCount: toTokenize.bottle_count })
            : '0'
        }
        onClose={() => setToTokenize(null)}
      />
    </section>
  );
}
