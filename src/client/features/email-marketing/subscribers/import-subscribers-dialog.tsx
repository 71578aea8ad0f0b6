/**
 * Import CSV: choose a file with the columns email, name (optional) and interests (optional,
 * separated by ";"). The server checks each row and reports what it imported, what was already
 * subscribed, which addresses it kept unsubscribed and every rejected row with its reason.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { ImportSubscribersRequestSchema, type ImportSubscribersReport } from '../../../../contracts/email';
import { formatInteger } from '../../../../domain/format';
import { useImportEmailSubscribers } from '../../../api/email/import-email-subscribers';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Table } from '../../../components/ui/table';

export function ImportSubscribersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importing = useImportEmailSubscribers();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    importing.reset();
    const file = event.target.files?.[0];
    setCsv(null);
    setFileError(null);
    if (!file) return;
    const parsed = ImportSubscribersRequestSchema.safeParse({ csv: await file.text() });
    if (!parsed.success) setFileError(parsed.error.issues[0]?.message ?? 'Choose a CSV file');
    else setCsv(parsed.data.csv);
  }

  const close = () => {
    setCsv(null);
    setFileError(null);
    importing.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Import subscribers"
      description="A CSV file whose first row names the columns: email, and optionally name and interests (separated by ;). Addresses that unsubscribed are never subscribed again."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {importing.isSuccess ? 'Close' : 'Cancel'}
          </Button>
          {!importing.isSuccess && (
            <Button
              variant="primary"
              disabled={!csv}
              isLoading={importing.isPending}
              onClick={() => csv && importing.mutate({ csv })}
            >
              Import
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-fg">
            CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e)}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            className="min-h-11 text-sm text-fg-muted file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border-strong file:bg-surface-2 file:px-4 file:text-fg"
          />
          {fileError && (
            <p id={`${id}-file-error`} role="alert" className="text-sm text-danger">
              {fileError}
            </p>
          )}
        </div>
        {importing.isError && <Alert tone="error">{importing.error.message}</Alert>}
        {importing.isSuccess && <ImportReport report={importing.data} />}
      </div>
    </Dialog>
  );
}

function ImportReport({ report }: { report: ImportSubscribersReport }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone={report.rejected.length ? 'warning' : 'success'} title="Import finished">
        {formatInteger(report.imported)} imported · {formatInteger(report.alreadySubscribed)} already subscribed ·{' '}
        {formatInteger(report.keptUnsubscribed)} kept unsubscribed · {formatInteger(report.rejected.length)} rejected
      </Alert>
      {report.rejected.length > 0 && (
        <Table label="Rejected rows" caption="Rejected rows" maxHeight="max-h-64" columns={['Line', 'Value', 'Reason']}>
          {report.rejected.map((r) => (
            <tr key={r.line} className="border-t border-border">
              <td className="px-3 py-2 tabular-nums">{r.line}</td>
              <td className="max-w-[14rem] truncate px-3 py-2" title={r.value}>
                {r.value || '(empty)'}
              </td>
              <td className="px-3 py-2 text-fg-muted">{r.reason}</td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
