import { useState } from 'react';
import type { AuditLogQuery } from '../../../../contracts/enterprise';
import { useAuditLog } from '../../../api/enterprise/find-audit-log';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatDateTime } from '../components/status-tones';
import { Table } from '../../../components/ui/table';

type Status = 'all' | 'success' | 'blocked';

/** Audit Logs: admin actions, sign-ins and refused attempts, filtered and paged on the server. */
export function AuditLogsPanel() {
  const [status, setStatus] = useState<Status>('all');
  const [action, setAction] = useState('');
  const [userFilter, setUserFilter] = useState('');
  const [page, setPage] = useState(1);
  const query: AuditLogQuery = {
    status,
    action: useDebouncedValue(action.trim(), 300),
    user: useDebouncedValue(userFilter.trim(), 300),
    page,
  };
  const log = useAuditLog(query);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status);
            setPage(1);
          }}
        >
          <option value="all">All</option>
          <option value="success">Success</option>
          <option value="blocked">Blocked</option>
        </Select>
        <TextField
          label="Action"
          value={action}
          placeholder="e.g. sign_in"
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          label="User"
          value={userFilter}
          placeholder="e-mail"
          onChange={(e) => {
            setUserFilter(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {log.isError && !log.data ? (
        <LoadError
          title="Unable to load the audit log"
          message={log.error.message}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <Table
          label="Audit log table"
          caption="Audit log entries, newest first"
          minWidth="min-w-[720px]"
          headCellClassName="px-3 py-2 font-medium"
          columns={['Timestamp', 'Action', 'User', 'Resource', 'IP Address', 'Status']}
        >
          {log.data?.entries.map((e) => (
            <tr key={e.id} className="border-t border-border">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-fg-muted">{formatDateTime(e.timestamp)}</td>
              <td className="px-3 py-2 font-mono text-xs text-fg">{e.action}</td>
              <td className="px-3 py-2 text-fg">{e.user ?? '—'}</td>
              <td className="max-w-[16rem] truncate px-3 py-2 text-fg-muted" title={e.resource}>
                {e.resource}
              </td>
              <td className="px-3 py-2 tabular-nums text-fg-muted">{e.ipAddress ?? '—'}</td>
              <td className="px-3 py-2">
                <Badge tone={e.status === 'success' ? 'success' : 'danger'}>{e.status}</Badge>
              </td>
            </tr>
          ))}
          {log.data && log.data.entries.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-6 text-center text-fg-muted">
                No entries match these filters.
              </td>
            </tr>
          ) : null}
        </Table>
      )}
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="text-fg-muted" aria-live="polite">
          {log.data ? `${log.data.total} entries · page ${log.data.page} of ${pages}` : 'Loading…'}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}
