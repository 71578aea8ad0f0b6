import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentDownloadButton } from '../../../shared/documents/document-download-button';
import { DocumentsLoadError } from '../../../shared/documents/documents-load-error';
import { formatDocumentDate, formatFileSize } from '../../../shared/documents/format-file-size';
import { useDocuments } from '../../../shared/documents/use-documents';
import { useMyDocumentDownloads } from '../../../api/documents/find-my-document-downloads';

const ACCESS_ORDER = { admin: 0, premium: 1, accredited: 2, investor: 3, public: 4 } as const;
const SHOWN_DOCUMENTS = 6;

/** Documents this user may open (most restricted first) and their download history. */
export function PortalDocuments() {
  const documents = useDocuments({ sort: 'date' });
  const history = useMyDocumentDownloads(true);
  const accessible = (documents.data?.items ?? [])
    .filter((d) => d.canDownload)
    .sort((a, b) => ACCESS_ORDER[a.accessLevel] - ACCESS_ORDER[b.accessLevel])
    .slice(0, SHOWN_DOCUMENTS);

  return (
    <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
      <Card as="section" aria-labelledby="portal-documents-title" className="flex flex-col gap-4">
        <h3 id="portal-documents-title" className="text-xl font-semibold text-fg">
          Your Documents
        </h3>
        {documents.isError && !documents.data ? (
          <DocumentsLoadError onRetry={() => void documents.refetch()} isRetrying={documents.isFetching} />
        ) : !documents.data ? (
          <div role="status" aria-label="Loading documents" className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {accessible.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-fg">{document.title}</p>
                  <p className="text-xs text-fg-subtle tabular-nums">
                    {formatDocumentDate(document.publishedOn)} · {formatFileSize(document.fileSizeBytes)}
                  </p>
                </div>
                <DocumentDownloadButton document={document} variant="secondary" size="sm" />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" aria-labelledby="download-history-title" className="flex flex-col gap-4">
        <h3 id="download-history-title" className="text-xl font-semibold text-fg">
          Download History
        </h3>
        {history.isError ? (
          <DocumentsLoadError onRetry={() => void history.refetch()} isRetrying={history.isFetching} />
        ) : !history.data ? (
          <div role="status" aria-label="Loading download history">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : history.data.items.length ? (
          <ol className="flex flex-col gap-2">
            {history.data.items.slice(0, 10).map((item) => (
              <li key={`${item.documentId}-${item.downloadedAt}`} className="flex justify-between gap-3 text-sm">
                <a href={item.downloadUrl} className="focus-ring rounded text-fg underline-offset-2 hover:underline">
                  {item.title}
                </a>
                <time dateTime={item.downloadedAt} className="shrink-0 tabular-nums text-fg-subtle">
                  {new Date(item.downloadedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-fg-muted">No downloads yet. Documents you download appear here.</p>
        )}
      </Card>
    </div>
  );
}
