/**
 * The detail modal of All Users: profile, balances, orders, payments, sessions and the account's
 * audit trail, with the edit form (role, KYC status, investor status; Save Changes). The form is
 * checked with the contract's schema before sending; a refused save keeps what was chosen and
 * shows the server's message (e.g. the last-admin and own-role guard rails).
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVESTOR_STATUSES,
  UpdateAdminUserRequestSchema,
  type AdminUserDetail,
  type InvestorStatus,
  type UpdateAdminUserRequest,
} from '../../../../contracts/admin-users';
import { ROLES, type Role } from '../../../../domain/constants';
import { formatUsd } from '../../../../domain/format';
import { adminUserQueryOptions } from '../../../api/admin/get-admin-user';
import { updateAdminUserMutationOptions } from '../../../api/admin/update-admin-user';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../shared/session';
import {
  formatDate,
  formatDateTime,
  INVESTOR_STATUS_LABEL,
  KYC_LABEL,
  KYC_TONE,
  ROLE_LABEL,
  ROLE_TONE,
  type KycStatus,
} from './user-labels';
import { Table } from '../../../components/ui/table';

export function UserDetailDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const detail = useQuery(adminUserQueryOptions(userId));
  const title = detail.data ? (detail.data.user.fullName ?? detail.data.user.email) : 'User details';
  return (
    <Dialog open onClose={onClose} title={title} description={detail.data?.user.email} size="lg">
      {detail.isError ? (
        <LoadError
          title="This user could not be loaded"
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      ) : detail.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Loading user…
          </p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <EditForm key={detail.data.user.updatedAt} detail={detail.data} />
          <Profile detail={detail.data} />
          <Balances detail={detail.data} />
          <Orders detail={detail.data} />
          <Payments detail={detail.data} />
          <Sessions detail={detail.data} />
          <AuditTrail detail={detail.data} />
        </div>
      )}
    </Dialog>
  );
}

type Draft = { role: Role; kycStatus: KycStatus; investorStatus: InvestorStatus };

function EditForm({ detail }: { detail: AdminUserDetail }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user: me } = useSession();
  const saved: Draft = {
    role: detail.user.role,
    kycStatus: detail.user.kycStatus,
    investorStatus: detail.user.investorStatus,
  };
  const [draft, setDraft] = useState<Draft>(saved);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useMutation(updateAdminUserMutationOptions(queryClient, detail.user.id));
  const isSelf = me?.id === detail.user.id;

  const changes: UpdateAdminUserRequest = Object.fromEntries(
    (Object.keys(draft) as (keyof Draft)[]).filter((k) => draft[k] !== saved[k]).map((k) => [k, draft[k]]),
  );
  const hasChanges = Object.keys(changes).length > 0;

  const submit = () => {
    const parsed = UpdateAdminUserRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setFieldErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ tone: 'success', title: 'User updated.' }),
    });
  };
  const serverFields = save.error && 'fields' in save.error ? (save.error.fields as Record<string, string>) : {};
  const errorFor = (field: keyof Draft) => fieldErrors[field] ?? serverFields[field];

  return (
    <form
      aria-labelledby="edit-user-heading"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 id="edit-user-heading" className="text-base font-semibold text-fg">
        Edit user
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          label="Role"
          value={draft.role}
          disabled={isSelf && saved.role === 'admin'}
          hint={isSelf && saved.role === 'admin' ? 'You cannot remove your own admin role.' : undefined}
          error={errorFor('role')}
          onChange={(e) => setDraft({ ...draft, role: e.target.value as Role })}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABEL[role]}
            </option>
          ))}
        </Select>
        <Select
          label="KYC status"
          value={draft.kycStatus}
          error={errorFor('kycStatus')}
          onChange={(e) => setDraft({ ...draft, kycStatus: e.target.value as KycStatus })}
        >
          {(Object.keys(KYC_LABEL) as KycStatus[]).map((status) => (
            <option key={status} value={status}>
              {KYC_LABEL[status]}
            </option>
          ))}
        </Select>
        <Select
          label="Investor status"
          value={draft.investorStatus}
          error={errorFor('investorStatus')}
          onChange={(e) => setDraft({ ...draft, investorStatus: e.target.value as InvestorStatus })}
        >
          {INVESTOR_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INVESTOR_STATUS_LABEL[status]}
            </option>
          ))}
        </Select>
      </div>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      {fieldErrors['form'] ? <Alert tone="error">{fieldErrors['form']}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {hasChanges ? <span className="text-sm text-warning">Unsaved changes</span> : null}
        <Button type="button" variant="ghost" disabled={!hasChanges || save.isPending} onClick={() => setDraft(saved)}>
          Undo
        </Button>
        <Button type="submit" disabled={!hasChanges} isLoading={save.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-fg-subtle">{title}</h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-fg-muted">{children}</p>;

function Profile({ detail }: { detail: AdminUserDetail }) {
  const u = detail.user;
  const rows: [string, ReactNode][] = [
    ['Email', u.email],
    [
      'Role',
      <Badge key="r" tone={ROLE_TONE[u.role]}>
        {ROLE_LABEL[u.role]}
      </Badge>,
    ],
    [
      'KYC status',
      <Badge key="k" tone={KYC_TONE[u.kycStatus]}>
        {KYC_LABEL[u.kycStatus]}
      </Badge>,
    ],
    ['Investor status', INVESTOR_STATUS_LABEL[u.investorStatus]],
    ['Registered', formatDate(u.registrationDate)],
    ['Last login', formatDateTime(u.lastLogin)],
    ['Total investment', formatUsd(u.totalInvestment)],
    ['Country', u.country ?? '—'],
    ['Risk profile', u.riskProfile],
    ['Phone', u.phone ?? '—'],
    ['Company', u.company ?? '—'],
    ['Email verified', u.emailVerified ? 'Yes' : 'No'],
    ['Two-factor', u.twoFactorEnabled ? 'On' : 'Off'],
  ];
  return (
    <Section title="Profile">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-border/60 py-1">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="min-w-0 truncate text-right text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const trim = (decimal: string) => decimal.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function MiniTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table label={label} minWidth="min-w-[28rem]" columns={head}>
      {rows.map((cells, i) => (
        <tr key={i} className="border-t border-border">
          {cells.map((cell, j) => (
            <td key={j} className="px-3 py-1.5 tabular-nums text-fg-muted">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

function Balances({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section title="Balances">
      {detail.balances.length === 0 ? (
        <Empty>No balances yet.</Empty>
      ) : (
        <MiniTable
          label="Balances"
          head={['Asset', 'Available', 'Held']}
          rows={detail.balances.map((b) => [b.asset, trim(b.available), trim(b.held)])}
        />
      )}
    </Section>
  );
}

function Orders({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section title="Orders">
      {detail.orders.length === 0 ? (
        <Empty>No orders yet.</Empty>
      ) : (
        <MiniTable
          label="Orders"
          head={['Date', 'Market', 'Side', 'Type', 'Quantity', 'Price', 'Status']}
          rows={detail.orders.map((o) => [
            formatDateTime(o.createdAt),
            o.market,
            o.side,
            o.type,
            trim(o.quantity),
            o.price ? trim(o.price) : 'market',
            o.status,
          ])}
        />
      )}
    </Section>
  );
}

function Payments({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section title="Payments">
      {detail.payments.length === 0 ? (
        <Empty>No payments yet.</Empty>
      ) : (
        <MiniTable
          label="Payments"
          head={['Date', 'Description', 'Amount', 'Method', 'Status']}
          rows={detail.payments.map((p) => [
            formatDateTime(p.createdAt),
            p.description,
            `${formatUsd(p.amount, true)} ${p.currency.toUpperCase()}`,
            p.paymentMethod,
            p.status,
          ])}
        />
      )}
    </Section>
  );
}

function Sessions({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section title="Sessions">
      {detail.sessions.length === 0 ? (
        <Empty>No active sessions.</Empty>
      ) : (
        <MiniTable
          label="Sessions"
          head={['Signed in', 'Last active', 'Address', 'Device']}
          rows={detail.sessions.map((s) => [
            formatDateTime(s.createdAt),
            formatDateTime(s.lastActiveAt),
            s.ipAddress ?? '—',
            <span key="ua" className="block max-w-[14rem] truncate" title={s.userAgent ?? undefined}>
              {s.userAgent ?? '—'}
            </span>,
          ])}
        />
      )}
    </Section>
  );
}

function describeChange(data: Record<string, unknown>): string {
  const before = data['before'] as Record<string, unknown> | undefined;
  const after = data['after'] as Record<string, unknown> | undefined;
  if (!before || !after) return '';
  return Object.keys(after)
    .map((field) => `${field}: ${String(before[field])} → ${String(after[field])}`)
    .join(', ');
}

function AuditTrail({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section title="Audit trail">
      {detail.auditTrail.length === 0 ? (
        <Empty>Nothing recorded yet.</Empty>
      ) : (
        <ol className="flex flex-col gap-1.5 text-sm">
          {detail.auditTrail.map((a) => (
            <li key={a.id} className="rounded-lg border border-border px-3 py-2">
              <p className="font-medium text-fg">{a.action}</p>
              <p className="text-fg-muted">
                {formatDateTime(a.createdAt)} · by {a.actorEmail ?? a.actorUserId ?? 'system'}
                {a.ipAddress ? ` · ${a.ipAddress}` : ''}
              </p>
              {describeChange(a.data) ? <p className="text-fg-muted">{describeChange(a.data)}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
