import { DOCUMENT_CATEGORY_LABELS } from '../../../../contracts/documents';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentDownloadButton } from '../../../shared/documents/document-download-button';
import { DocumentGlyph } from '../../../shared/documents/document-glyph';
import { DocumentsLoadError } from '../../../shared/documents/documents-load-error';
import { formatFileSize } from '../../../shared/documents/format-file-size';
import { useDocuments } from '../../../shared/documents/use-documents';

/** The six PDFs of the Resources tab, in the spec's order. */
const RESOURCE_SLUGS = [
  'annual-report-2023',
  'investor-presentation',
  'q4-report',
  'esg-report',
  'wine-portfolio-analysis',
  'whitepaper',
] as const;

export function ResourcesTab() {
  const query = useDocuments({ slugs: RESOURCE_SLUGS, sort: 'date' });
  if (query.isError && !query.data)
    return <DocumentsLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (!query.data)
    return (
      <div role="status" aria-label="Loading resources" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {RESOURCE_SLUGS.map((slug) => (
          <Card key={slug} aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-11 w-full" />
          </Card>
        ))}
      </div>
    );
  return (
    <ul aria-label="Investor resources" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {query.data.items.map((resource) => (
        <li key={resource.id}>
          <Card as="article" className="flex h-full flex-col gap-3">
            <div className="flex items-start gap-3">
              <DocumentGlyph />
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug text-fg">{resource.title}</h3>
                <p className="text-xs text-fg-subtle">
                  {DOCUMENT_CATEGORY_LABELS[resource.category]} · PDF · {formatFileSize(resource.fileSizeBytes)}
                </p>
              </div>
            </div>
            <p className="text-sm text-fg-muted">{resource.description}</p>
            <div className="mt-auto">
              <DocumentDownloadButton document={resource} variant="secondary" fullWidth />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
