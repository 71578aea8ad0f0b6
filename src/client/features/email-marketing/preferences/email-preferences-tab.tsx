/**
 * Email Preferences tab (operator spec section 2): how the people with a preference record have set
 * the eight categories (their choice, or the spec default where they made none), the frequencies they
 * chose, unsubscribes from all, and the suppression list every send respects. Read-only: people change
 * their own preferences at /email-preferences.
 */
import type { EmailPreferenceSummary } from '../../../../contracts/email';
import { formatInteger } from '../../../../domain/format';
import { useEmailPreferenceSummary } from '../../../api/email/get-email-preference-summary';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { CATEGORY_TEXT, FREQUENCY_LABEL } from '../../../shared/email/category-labels';
import { formatDate } from '../subscribers/subscriber-labels';
import { Table } from '../../../components/ui/table';

const TD = 'px-3 py-2';

export default function EmailPreferencesTab() {
  const summary = useEmailPreferenceSummary();
  if (summary.isError)
    return (
      <LoadError
        title="Preferences could not be loaded"
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  if (!summary.data)
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading preferences…
        </p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  return <Summary data={summary.data} />;
}

function Summary({ data }: { data: EmailPreferenceSummary }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile label="People with preferences">{formatInteger(data.people)}</StatTile>
        <StatTile label="Unsubscribed from all">{formatInteger(data.unsubscribedFromAll)}</StatTile>
        <StatTile label="Suppressed addresses">{formatInteger(data.suppressedTotal)}</StatTile>
      </dl>

      <section aria-labelledby="categories-title" className="flex flex-col gap-2">
        <h2 id="categories-title" className="text-lg font-semibold text-fg">
          Categories
        </h2>
        <p className="text-sm text-fg-muted">
          Who receives each category: their own choice, or the default where they made none. Account and security
          notices are always sent.
        </p>
        <Table
          label="Category choices"
          minWidth="min-w-[32rem]"
          columns={[
            'Category',
            'Default',
            { label: 'Receiving', align: 'right' },
            { label: 'Not receiving', align: 'right' },
          ]}
        >
          {data.categories.map((c) => (
            <tr key={c.category} className="border-t border-border">
              <th scope="row" className={`${TD} text-left font-medium text-fg`}>
                {CATEGORY_TEXT[c.category].label}
              </th>
              <td className={TD}>
                <Badge tone={c.defaultOn ? 'success' : 'neutral'}>{c.defaultOn ? 'On' : 'Off'}</Badge>
              </td>
              <td className={`${TD} text-right tabular-nums`}>{formatInteger(c.on)}</td>
              <td className={`${TD} text-right tabular-nums`}>{formatInteger(c.off)}</td>
            </tr>
          ))}
        </Table>
      </section>

      <section aria-labelledby="frequency-title" className="flex flex-col gap-2">
        <h2 id="frequency-title" className="text-lg font-semibold text-fg">
          Frequency
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {data.frequencies.map((f) => (
            <StatTile key={f.frequency} label={FREQUENCY_LABEL[f.frequency]}>
              {formatInteger(f.people)}
            </StatTile>
          ))}
        </dl>
      </section>

      <section aria-labelledby="suppressions-title" className="flex flex-col gap-2">
        <h2 id="suppressions-title" className="text-lg font-semibold text-fg">
          Suppression list
        </h2>
        <p className="text-sm text-fg-muted">
          Addresses a mail provider reported as bounced or complaining. No mail is sent to them.
        </p>
        {data.suppressions.length === 0 ? (
          <p className="rounded-xl border border-border px-4 py-8 text-center text-fg-muted">
            No suppressed addresses.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
            {data.suppressions.map((s) => (
              <li key={s.email} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="break-all font-medium text-fg">{s.email}</span>
                <span className="flex items-center gap-2 text-fg-muted">
                  <Badge tone={s.reason === 'complaint' ? 'danger' : 'warning'}>
                    {s.reason === 'complaint' ? 'Complaint' : 'Bounce'}
                  </Badge>
                  {s.source} · {formatDate(s.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
