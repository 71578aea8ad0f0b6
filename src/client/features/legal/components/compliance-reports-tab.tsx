import { type LegalReportType } from '../../../../contracts/documents';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { DocumentDownloadButton } from '../../../shared/documents/document-download-button';
import { DocumentGlyph } from '../../../shared/documents/document-glyph';
import { DocumentsLoadError } from '../../../shared/documents/documents-load-error';
import { formatDocumentDate, formatFileSize } from '../../../shared/documents/format-file-size';
import { useDocuments } from '../../../shared/documents/use-documents';

const TYPE_TONE: Record<LegalReportType, BadgeTone> = {
  Security: 'info',
  Compliance: 'success',
  Policy: 'brand',
  Financial: 'gold',
  Risk: 'warning',
  Privacy: 'neutral',
};

/** The public search of the securities regulator's filing database. */
const FILING_SEARCH_URL = 'https://www.sec.gov/edgar/search/';

export function ComplianceReportsTab() {
  const query = useDocuments({ kind: 'legal-report', sort: 'date' });
  return (
    <div className="flex flex-col gap-5">
      {query.isError && !query.data ? (
        <DocumentsLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !query.data ? (
        <div role="status" aria-label="Loading reports" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="flex flex-col gap-3" aria-hidden="true">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-11 w-32" />
            </Card>
          ))}
        </div>
      ) : (
        <ul aria-label="Compliance reports" className="grid gap-4 md:grid-cols-2">
          {query.data.items.map((report) => (
            <li key={report.id}>
              <Card as="article" className="flex h-full flex-col gap-3">
                <div className="flex items-start gap-3">
                  <DocumentGlyph />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold leading-snug text-fg">{report.title}</h3>
                    <p className="mt-1 text-sm text-fg-muted">{report.description}</p>
                  </div>
                </div>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-subtle">
                    {report.reportType ? <Badge tone={TYPE_TONE[report.reportType]}>{report.reportType}</Badge> : null}
                    <span className="tabular-nums">{formatDocumentDate(report.publishedOn)}</span>
                    <span className="tabular-nums">{formatFileSize(report.fileSizeBytes)}</span>
                  </p>
                  <DocumentDownloadButton document={report} variant="secondary" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Card as="section" aria-labelledby="filings-title" className="flex flex-col gap-3">
        <h3 id="filings-title" className="text-xl font-semibold text-fg">
          Filings and Audits
        </h3>
        <p className="text-fg-muted">
          Our regulatory filings and audit reports are kept in the document library; the regulator’s own database holds
          every filing we have made.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.documents.getHref({ category: 'compliance' })} variant="secondary">
            Regulatory Filings
          </ButtonLink>
          <ButtonLink to={paths.documents.getHref({ category: 'audit' })} variant="secondary">
            Audit Information
          </ButtonLink>
          <a href={FILING_SEARCH_URL} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghost')}>
            Search SEC Filings
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </Card>
    </div>
  );
}
