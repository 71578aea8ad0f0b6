import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconRefresh } from '../../../components/ui/icons/objects';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyBalances } from '../../../api/ledger/get-my-balances';
import { formatHolding } from './format-holding';
import { Table } from '../../../components/ui/table';

/** The signed-in user's holdings from the ledger; decimal strings shown as they come. */
export function PortalHoldings() {
  const query = useMyBalances();
  const held = query.data?.balances.filter((b) => !/^0*(\.0*)?$/.test(b.total)) ?? [];
  return (
    <Card as="section" aria-labelledby="holdings-title" className="flex flex-col gap-4">
      <h3 id="holdings-title" className="text-xl font-semibold text-fg">
        Your Holdings
      </h3>
      {query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-fg">
            Unable to load your holdings
          </p>
          <Button
            variant="secondary"
            leadingIcon={<IconRefresh size={18} />}
            onClick={() => void query.refetch()}
            isLoading={query.isFetching}
          >
            Retry
          </Button>
        </div>
      ) : !query.data ? (
        <div role="status" aria-label="Loading holdings" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : held.length ? (
        <Table
          variant="plain"
          label="Holdings table"
          headCellClassName="py-2 pr-4 font-medium"
          columns={[
            'Asset',
            { label: 'Available', align: 'right' },
            { label: 'In orders', align: 'right', className: 'hidden py-2 pr-4 font-medium sm:table-cell' },
            { label: 'Total', align: 'right', className: 'py-2 font-medium' },
          ]}
        >
          {held.map((balance) => (
            <tr key={balance.asset} className="border-t border-border">
              <th scope="row" className="py-2.5 pr-4 font-semibold text-fg">
                {balance.asset}
              </th>
              <td className="py-2.5 pr-4 text-right tabular-nums text-fg-muted">
                {formatHolding(balance.available, balance.asset)}
              </td>
              <td className="hidden py-2.5 pr-4 text-right tabular-nums text-fg-muted sm:table-cell">
                {formatHolding(balance.held, balance.asset)}
              </td>
              <td className="py-2.5 text-right font-semibold tabular-nums text-fg">
                {formatHolding(balance.total, balance.asset)}
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-fg-muted">You hold no VINO or other assets on the platform yet.</p>
      )}
    </Card>
  );
}
