/**
 * Compliance & Audit → Documents: the document vault, i.e. the library's admin-level (internal)
 * documents, each downloadable here; Access Document Vault opens the library filtered to them.
 */
import { useDocuments } from '../../../shared/documents/use-documents';
import { DocumentDownloadButton } from '../../../shared/documents/document-download-button';
import { DocumentsLoadError } from '../../../shared/documents/documents-load-error';
import { formatFileSize } from '../../../shared/documents/format-file-size';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { formatDay } from './compliance-labels';

export default function DocumentsPanel() {
  const documents = useDocuments({ search: undefined, category: 'all', access: 'admin', sort: 'date' });
  return (
    <section aria-labelledby="compliance-documents-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="compliance-documents-title" className="text-xl font-semibold text-fg">
            Documents
          </h3>
          <p className="mt-1 text-sm text-fg-muted">Internal compliance and audit documents (admin access only).</p>
        </div>
        <ButtonLink to={paths.documents.getHref({ access: 'admin' })} variant="gold">
          Access Document Vault
        </ButtonLink>
      </div>
      {documents.isError && !documents.data ? (
        <DocumentsLoadError onRetry={() => void documents.refetch()} isRetrying={documents.isFetching} />
      ) : !documents.data ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            Loading documents…
          </p>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : documents.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-10 text-center text-fg-muted">
          The vault holds no admin-level documents yet.
        </p>
      ) : (
        <ul aria-label="Document vault" className="flex flex-col gap-3">
          {documents.data.items.map((doc) => (
            <li
              key={doc.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-surface/80 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-fg">{doc.title}</p>
                <p className="text-sm text-fg-muted">{doc.description}</p>
                <p className="mt-1 text-xs text-fg-subtle">
                  {doc.author} · {formatDay(doc.publishedOn)} · {formatFileSize(doc.fileSizeBytes)} · {doc.downloads}{' '}
                  {doc.downloads === 1 ? 'download' : 'downloads'}
                </p>
              </div>
              <DocumentDownloadButton document={doc} variant="secondary" size="sm" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
