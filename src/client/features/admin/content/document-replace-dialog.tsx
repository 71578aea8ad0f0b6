/**
 * Replace file: a new PDF for an existing document. Its address, details and download count stay;
 * the library serves the new file from then on.
 */
import { useState, type FormEvent } from 'react';
import type { AdminDocument } from '../../../../contracts/admin-documents';
import { useReplaceAdminDocumentFile } from '../../../api/documents/replace-admin-document-file';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { checkChosenFile, DocumentFileField } from './document-file-field';

export function DocumentReplaceDialog({ document, onClose }: { document: AdminDocument | null; onClose: () => void }) {
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      title="Replace file"
      description={document ? `A new PDF for "${document.title}". Its address and download count are kept.` : undefined}
    >
      {document ? <ReplaceForm key={document.id} document={document} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReplaceForm({ document, onClose }: { document: AdminDocument; onClose: () => void }) {
  const toast = useToast();
  const replace = useReplaceAdminDocumentFile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkChosenFile(file);
    if (problem) return setError(problem);
    try {
      await replace.mutateAsync({ id: document.id, file: file! });
      toast({ tone: 'success', title: 'File replaced', description: document.title });
      onClose();
    } catch (e) {
      setError(isApiError(e) ? (e.fields.file ?? e.message) : 'The file could not be uploaded. Please try again.');
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">
        Current file: <span className="font-medium text-fg">{document.fileName}</span>
      </p>
      <DocumentFileField
        label="New PDF file"
        file={file}
        error={error}
        onChange={(f) => {
          setFile(f);
          setError(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={replace.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={replace.isPending}>
          Replace file
        </Button>
      </div>
    </form>
  );
}
