/**
 * All Users: search by name or email (server-side, as you type), filters by KYC status and role
 * (Users, Investors, Admins), a sortable table with pages, and the detail modal.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_USERS_DEFAULT_PAGE_SIZE,
  ROLE_FILTER_LABELS,
  type AdminUserSort,
} from '../../../../contracts/admin-users';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { adminUsersQueryOptions } from '../../../api/admin/get-admin-users';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { UserDetailDialog } from './user-detail-dialog';
import type { UserFilters } from './user-filters';
import {
  formatDate,
  KYC_LABEL,
  KYC_TONE,
  ROLE_LABEL,
  ROLE_TONE,
  INVESTOR_STATUS_LABEL,
  type KycStatus,
} from './user-labels';

const SEARCH_DEBOUNCE_MS = 300;

interface AllUsersPanelProps {
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters) => void;
}

export function AllUsersPanel({ filters, onFiltersChange }: AllUsersPanelProps) {
  const [page, setPage] = useState(1);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const query = { ...filters, q, page, pageSize: ADMIN_USERS_DEFAULT_PAGE_SIZE };
  const users = useQuery(adminUsersQueryOptions(query));

  const change = (next: Partial<UserFilters>) => {
    setPage(1);
    onFiltersChange({ ...filters, ...next });
  };
  const sortBy = (sort: AdminUserSort) =>
    change({
      sort,
      order:
        filters.sort === sort
          ? filters.order === 'asc'
            ? 'desc'
            : 'asc'
          : sort === 'registrationDate'
            ? 'desc'
            : 'asc',
    });

  const sortState = (sort: AdminUserSort) =>
    ({
      direction: filters.sort === sort ? (filters.order === 'asc' ? 'ascending' : 'descending') : null,
      onSort: () => sortBy(sort),
    }) as const;

  const total = users.data?.total ?? 0;
  const capped = users.data?.totalIsCapped ?? false;
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_DEFAULT_PAGE_SIZE));
  // Beyond the counted matches, a full page means there may be more.
  const hasNext = page < pages || (capped && users.data?.items.length === ADMIN_USERS_DEFAULT_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="Search users"
          type="search"
          placeholder="Search by name or email"
          value={filters.q}
          maxLength={100}
          onChange={(e) => change({ q: e.target.value })}
        />
        <Select
          label="KYC status"
          value={filters.kycStatus}
          onChange={(e) => change({ kycStatus: e.target.value as KycStatus | '' })}
        >
          <option value="">All KYC statuses</option>
          {(Object.keys(KYC_LABEL) as KycStatus[]).map((status) => (
            <option key={status} value={status}>
              {KYC_LABEL[status]}
            </option>
          ))}
        </Select>
        <Select
          label="Role"
          value={filters.role}
          onChange={(e) => change({ role: e.target.value as UserFilters['role'] })}
        >
          <option value="">All roles</option>
          {(Object.keys(ROLE_FILTER_LABELS) as (keyof typeof ROLE_FILTER_LABELS)[]).map((role) => (
            <option key={role} value={role}>
              {ROLE_FILTER_LABELS[role]}
            </option>
          ))}
        </Select>
      </div>

      {users.isError ? (
        <LoadError
          title="Users could not be loaded"
          message={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : users.isPending ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            Loading users…
          </p>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {capped ? `${formatInteger(total)}+ users` : total === 1 ? '1 user' : `${formatInteger(total)} users`}
            {users.isFetching ? ' · updating…' : ''}
          </p>
          <Table
            label="Users table"
            caption={`Users, sorted by ${filters.sort === 'registrationDate' ? 'registration date' : filters.sort} ${filters.order === 'asc' ? 'ascending' : 'descending'}`}
            minWidth="min-w-[52rem]"
            empty={users.data.items.length === 0 ? 'No users match these filters.' : undefined}
            columns={[
              { label: 'Name', sort: sortState('name') },
              { label: 'Email', sort: sortState('email') },
              'Role',
              'KYC',
              'Investor status',
              { label: 'Registered', sort: sortState('registrationDate') },
              { label: 'Total investment', align: 'right' },
              { label: 'Actions', hidden: true },
            ]}
          >
            {users.data.items.map((u) => (
              <tr key={u.id} className="border-t border-border hover:bg-surface-2/40">
                <td className="px-3 py-2 font-medium text-fg">{u.fullName ?? '—'}</td>
                <td className="max-w-[16rem] truncate px-3 py-2 text-fg-muted" title={u.email}>
                  {u.email}
                </td>
                <td className="px-3 py-2">
                  <Badge tone={ROLE_TONE[u.role]}>{ROLE_LABEL[u.role]}</Badge>
                </td>
                <td className="px-3 py-2">
                  <Badge tone={KYC_TONE[u.kycStatus]}>{KYC_LABEL[u.kycStatus]}</Badge>
                </td>
                <td className="px-3 py-2 text-fg-muted">{INVESTOR_STATUS_LABEL[u.investorStatus]}</td>
                <td className="whitespace-nowrap px-3 py-2 text-fg-muted">{formatDate(u.registrationDate)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatUsd(u.totalInvestment)}</td>
                <td className="px-3 py-1 text-right">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`View ${u.fullName ?? u.email}`}
                    onClick={() => setOpenUserId(u.id)}
                  >
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
          <nav aria-label="Users pages" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-fg-muted">
              Page {formatInteger(page)} of {formatInteger(Math.max(page, pages))}
              {capped ? '+' : ''}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
      {openUserId ? <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} /> : null}
    </div>
  );
}
