/**
 * Content Management → Documents (operator spec section 2): a table of the library's documents
 * with search, a category filter over the spec's admin categories and Upload Document; each row
 * offers Download, Edit, Replace file and Delete (after a confirmation). The public library
 * (/documents) reads the same rows, so what is uploaded here is listed there at once.
 */
import { useState } from 'react';
import { DELETE_DOCUMENT_CONFIRM, type AdminDocument } from '../../../../contracts/admin-documents';
import {
  DOCUMENT_ACCESS_LABELS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
} from '../../../../contracts/documents';
import { formatInteger } from '../../../../domain/format';
import { useDeleteAdminDocument } from '../../../api/documents/delete-admin-document';
import { useAdminDocuments } from '../../../api/documents/find-admin-documents';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, ConfirmSubject } from '../../../components/ui/confirm-dialog';
import { Select, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatFileSize } from '../../../shared/documents/format-file-size';
import { DocumentFormDialog, type DocumentFormTarget } from './document-form-dialog';
import { DocumentReplaceDialog } from './document-replace-dialog';
import { Table } from '../../../components/ui/table';

const SEARCH_DEBOUNCE_MS = 300;

const ACCESS_TONE: Record<AdminDocument['accessLevel'], BadgeTone> = {
  public: 'success',
  investor: 'info',
  accredited: 'gold',
  premium: 'brand',
  admin: 'danger',
};

const uploadedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export default function DocumentsPanel() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DocumentCategory | 'all'>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const documents = useAdminDocuments({ q, category });
  const remove = useDeleteAdminDocument();

  const [form, setForm] = useState<DocumentFormTarget>(null);
  const [toReplace, setToReplace] = useState<AdminDocument | null>(null);
  const [toDelete, setToDelete] = useState<AdminDocument | null>(null);

  async function confirmDelete() {
    const document = toDelete;
    if (!document) return;
    setToDelete(null);
    try {
      await remove.mutateAsync(document.id);
      toast({ tone: 'success', title: 'Document deleted', description: document.title });
    } catch (error) {
      toast({
        tone: 'error',
        title: error instanceof Error ? error.message : 'Failed to delete the document',
        description: document.title,
      });
    }
  }

  return (
    <section aria-labelledby="documents-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="documents-title" className="text-xl font-semibold text-fg">
          Documents
        </h3>
        <Button variant="gold" onClick={() => setForm({ mode: 'upload' })}>
          Upload Document
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label="Search documents"
          type="search"
          placeholder="Search title, description, tags, author"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
        />
        <Select
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value as DocumentCategory | 'all')}
        >
          <option value="all">All categories</option>
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {DOCUMENT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>

      {documents.isPending ? (
        <div aria-label="Loading documents" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : documents.isError ? (
        <LoadError
          title="Unable to load documents"
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No documents found</p>
          <p className="mt-1 text-sm text-fg-muted">
            {q || category !== 'all'
              ? 'Try adjusting your search or filter criteria.'
              : 'Add the first one with Upload Document.'}
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {documents.data.items.length} {documents.data.items.length === 1 ? 'document' : 'documents'}
            {documents.isFetching ? ' · updating…' : ''}
          </p>
          <Table
            label="Documents table"
            caption="Library documents, newest first"
            minWidth="min-w-[64rem]"
            columns={[
              'Document',
              'Category',
              'Access',
              { label: 'Size', align: 'right' },
              { label: 'Downloads', align: 'right' },
              'Uploaded',
              { label: 'Actions', hidden: true },
            ]}
          >
            {documents.data.items.map((d) => (
              <tr key={d.id} className="border-t border-border align-top hover:bg-surface-2/40">
                <td className="max-w-[20rem] px-3 py-2">
                  <p className="font-medium text-fg">
                    {d.title}
                    {d.featured ? (
                      <Badge tone="gold" className="ml-2 align-middle">
                        Featured
                      </Badge>
                    ) : null}
                  </p>
                  <p className="line-clamp-2 text-fg-muted">{d.description}</p>
                  <p className="truncate text-xs text-fg-subtle" title={d.fileName}>
                    {d.fileName}
                  </p>
                </td>
                <td className="px-3 py-2 text-fg-muted">{DOCUMENT_CATEGORY_LABELS[d.category]}</td>
                <td className="px-3 py-2">
                  <Badge tone={ACCESS_TONE[d.accessLevel]}>{DOCUMENT_ACCESS_LABELS[d.accessLevel]}</Badge>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-fg-muted">
                  {formatFileSize(d.fileSizeBytes)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(d.downloads)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-fg-muted">
                  {uploadedOn(d.uploadedAt)}
                  <span className="block text-xs text-fg-subtle">{d.uploadedBy ?? 'Seeded'}</span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1.5 whitespace-nowrap">
                    <a
                      href={d.downloadUrl}
                      className="focus-ring inline-flex min-h-9 items-center rounded-lg px-2.5 text-sm font-medium text-gold underline-offset-2 hover:underline"
                      aria-label={`Download ${d.title}`}
                    >
                      Download
                    </a>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${d.title}`}
                      onClick={() => setForm({ mode: 'edit', document: d })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Replace file of ${d.title}`}
                      onClick={() => setToReplace(d)}
                    >
                      Replace file
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${d.title}`} onClick={() => setToDelete(d)}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </Table>
        </>
      )}

      <DocumentFormDialog target={form} onClose={() => setForm(null)} />
      <DocumentReplaceDialog document={toReplace} onClose={() => setToReplace(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete document"
        description={DELETE_DOCUMENT_CONFIRM}
        confirmLabel="Delete"
      >
        {toDelete ? <ConfirmSubject>{toDelete.title}</ConfirmSubject> : null}
      </ConfirmDialog>
    </section>
  );
}
