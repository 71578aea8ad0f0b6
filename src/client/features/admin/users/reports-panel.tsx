/**
 * Reports: the user list with the current All Users filters as a CSV file. The link downloads the
 * server's streamed response directly (the file is never assembled in the browser).
 */
import { ROLE_FILTER_LABELS } from '../../../../contracts/admin-users';
import { adminUsersCsvHref } from '../../../api/admin/get-admin-users-csv';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SORT_LABEL, type UserFilters } from './user-filters';
import { KYC_LABEL } from './user-labels';

export function ReportsPanel({ filters }: { filters: UserFilters }) {
  const q = filters.q.trim();
  const applied: [string, string][] = [
    ['Search', q ? `“${q}”` : 'None'],
    ['KYC status', filters.kycStatus ? KYC_LABEL[filters.kycStatus] : 'All'],
    ['Role', filters.role ? ROLE_FILTER_LABELS[filters.role] : 'All'],
    ['Sorted by', `${SORT_LABEL[filters.sort]}, ${filters.order === 'asc' ? 'ascending' : 'descending'}`],
  ];
  return (
    <Card as="section" aria-labelledby="user-report-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="user-report-heading" className="text-lg font-semibold text-fg">
          User list report
        </h3>
        <p className="text-sm text-fg-muted">
          Every user matching the filters of All Users, as a CSV file (id, email, name, role, investor status, KYC
          status, registration date, last login, total investment, country, risk profile).
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        {applied.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 rounded-lg border border-border px-3 py-2">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-right text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <a className={buttonClasses('primary')} href={adminUsersCsvHref({ ...filters, q })} download>
          Download CSV
        </a>
      </div>
    </Card>
  );
}
