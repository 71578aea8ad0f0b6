/**
 * The PDF picker of Upload Document and Replace file. The browser is told to offer PDFs and the
 * size is checked before sending; whether the file really is a PDF is decided by the server from
 * its bytes (a renamed image is refused there with a message shown under this field).
 */
import { useId } from 'react';
import { DOCUMENT_MESSAGES } from '../../../../contracts/admin-documents';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '../../../../domain/document-upload';
import { formatFileSize } from '../../../shared/documents/format-file-size';

const MAX_MB = DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024);

/** The message for a chosen file the server would refuse by size, or for no file at all. */
export function checkChosenFile(file: File | null): string | undefined {
  if (!file) return DOCUMENT_MESSAGES.fileMissing;
  if (file.size > DOCUMENT_UPLOAD_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return undefined;
}

export function DocumentFileField({
  label,
  file,
  error,
  onChange,
}: {
  label: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-gold">
          *
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="focus-ring block w-full min-h-11 rounded-lg border border-border bg-surface-2/70 px-3 py-2 text-sm text-fg file:mr-3 file:rounded-md file:border-0 file:bg-surface-3 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg"
      />
      <p id={hintId} className="text-xs text-fg-subtle">
        {file ? `${file.name} · ${formatFileSize(file.size)}` : `PDF only, up to ${MAX_MB} MB.`}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
