/**
 * The files of a compliance item or audit report: each one downloads; Remove (asked twice) detaches
 * it. A saved record uploads a chosen file at once; a new one keeps the chosen files until it is
 * saved (the dialog uploads them then). The server decides a file's type by its bytes.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  COMPLIANCE_ACCEPTED_FILE_TYPES,
  COMPLIANCE_MAX_FILE_BYTES,
  type ComplianceAttachment,
} from '../../../../contracts/compliance';
import { useAttachComplianceFile } from '../../../api/compliance/attach-compliance-file';
import { useDeleteComplianceAttachment } from '../../../api/compliance/delete-compliance-attachment';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { IconDownload } from '../../../components/ui/icons/objects';
import { formatBytes } from './compliance-labels';

export type AttachmentOwner = { kind: 'item' | 'audit'; id: string };

interface Props {
  /** Null while the record is new: files wait in `pending`. */
  owner: AttachmentOwner | null;
  documents: ComplianceAttachment[];
  pending: File[];
  onPendingChange: (files: File[]) => void;
}

const MAX_MB = COMPLIANCE_MAX_FILE_BYTES / (1024 * 1024);

export function AttachmentsSection({ owner, documents, pending, onPendingChange }: Props) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const attach = useAttachComplianceFile();
  const remove = useDeleteComplianceAttachment();
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [confirmId, setConfirmId] = useState<string | null>(null);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(undefined);
    if (!file) return;
    if (!owner) {
      onPendingChange([...pending, file]);
      setStatus(`${file.name} will be attached when you save.`);
    } else {
      try {
        await attach.mutateAsync({ owner, file });
        setStatus(`${file.name} attached.`);
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : 'The file could not be attached.');
      }
    }
    if (inputRef.current) inputRef.current.value = '';
  }

  async function onRemove(doc: ComplianceAttachment) {
    if (confirmId !== doc.id) return setConfirmId(doc.id);
    setConfirmId(null);
    try {
      await remove.mutateAsync(doc.id);
      setStatus(`${doc.fileName} removed.`);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The file could not be removed.');
    }
  }

  const isEmpty = documents.length === 0 && pending.length === 0;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        Documents
      </h3>
      {isEmpty ? <p className="text-sm text-fg-muted">No files attached yet.</p> : null}
      <ul className="flex flex-col gap-2">
        {documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-all text-fg">
              {doc.fileName} <span className="text-fg-muted">({formatBytes(doc.size)})</span>
            </span>
            <span className="flex gap-2">
              <a href={doc.url} download={doc.fileName} className={buttonClasses('secondary', 'sm')}>
                <IconDownload size={14} />
                Download<span className="sr-only"> {doc.fileName}</span>
              </a>
              <Button
                variant={confirmId === doc.id ? 'danger' : 'ghost'}
                size="sm"
                isLoading={remove.isPending && remove.variables === doc.id}
                onClick={() => void onRemove(doc)}
              >
                {confirmId === doc.id ? 'Confirm remove' : 'Remove'}
                <span className="sr-only"> {doc.fileName}</span>
              </Button>
            </span>
          </li>
        ))}
        {pending.map((file, index) => (
          <li key={`${file.name}-${index}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-all text-fg">
              {file.name} <span className="text-fg-muted">({formatBytes(file.size)}, attached on save)</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => onPendingChange(pending.filter((_, i) => i !== index))}>
              Remove<span className="sr-only"> {file.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <TextField
        ref={inputRef}
        type="file"
        label="Attach a file"
        accept={COMPLIANCE_ACCEPTED_FILE_TYPES}
        hint={`PDF, JPEG or PNG, up to ${MAX_MB} MB.`}
        error={error}
        disabled={attach.isPending}
        onChange={(e) => void onChoose(e)}
      />
      <p role="status" className="text-xs text-fg-muted">
        {attach.isPending ? 'Uploading…' : status}
      </p>
    </section>
  );
}
