import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DOCUMENT_ACCESS_LEVELS,
  DOCUMENT_CATEGORIES,
  type DocumentAccessLevel,
  type DocumentCategory,
} from '../../../contracts/documents';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { DocumentsLoadError } from '../../shared/documents/documents-load-error';
import { useDocuments } from '../../shared/documents/use-documents';
import { useSession } from '../../shared/session';
import { AccessLevels } from './components/access-levels';
import { CategoryOverview } from './components/category-overview';
import { DocumentCard } from './components/document-card';
import { DocumentFilters, type DocumentFilterValues } from './components/document-filters';
import { SummaryTiles } from './components/summary-tiles';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

const isCategory = (value: string | null): value is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');
const isAccessLevel = (value: string | null): value is DocumentAccessLevel =>
  (DOCUMENT_ACCESS_LEVELS as readonly string[]).includes(value ?? '');

export default function DocumentsPage() {
  useDocumentMeta(
    'Document Library — VINO',
    'Whitepaper, annual and quarterly reports, presentations, legal, compliance and audit documents of VINO, the wine-backed token.',
  );
  const session = useSession();
  const [searchParams] = useSearchParams();
  const initialCategory = searchParams.get('category');
  // ?access=admin: the admin panel's Access Document Vault opens the library on the internal documents.
  const initialAccess = searchParams.get('access');
  const [filters, setFilters] = useState<DocumentFilterValues>({
    search: '',
    category: isCategory(initialCategory) ? initialCategory : 'all',
    access: isAccessLevel(initialAccess) ? initialAccess : 'all',
    sort: 'date',
  });
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useDocuments({ ...filters, search: search || undefined });
  const data = query.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Investor resources</p>
        <h1 className="text-4xl font-semibold text-fg sm:text-5xl">Document Library</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          Whitepapers, reports, presentations and the legal, compliance and audit documents behind VINO and its wine
          reserve.
        </p>
      </header>

      {query.isError && !data ? (
        <DocumentsLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !data ? (
        <LibrarySkeleton />
      ) : (
        <>
          <SummaryTiles summary={data.summary} />

          {data.featured.length ? (
            <section aria-labelledby="featured-title" className="flex flex-col gap-5">
              <h2 id="featured-title" className="text-2xl font-semibold text-fg">
                Featured Documents
              </h2>
              <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {data.featured.map((document) => (
                  <li key={document.id}>
                    <DocumentCard document={document} isFeatured />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="all-documents-title" className="flex flex-col gap-5">
            <Card padding="md">
              <DocumentFilters values={filters} onChange={setFilters} />
            </Card>
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="all-documents-title" className="text-2xl font-semibold text-fg">
                All Documents <span className="tabular-nums text-fg-muted">({data.total})</span>
              </h2>
              {query.isFetching ? (
                <span role="status" className="text-sm text-fg-subtle">
                  Updating…
                </span>
              ) : null}
            </div>
            {query.isError ? (
              <DocumentsLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
            ) : data.items.length ? (
              <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {data.items.map((document) => (
                  <li key={document.id}>
                    <DocumentCard document={document} />
                  </li>
                ))}
              </ul>
            ) : (
              <Card className="flex flex-col items-center gap-2 py-12 text-center">
                <p className="text-lg font-semibold text-fg">No documents found</p>
                <p className="text-fg-muted">Try adjusting your search or filter criteria</p>
              </Card>
            )}
          </section>

          <CategoryOverview
            categories={data.categories}
            selected={filters.category}
            onSelect={(category) =>
              setFilters((current) => ({ ...current, category: current.category === category ? 'all' : category }))
            }
          />

          <AccessLevels allowed={data.viewer.accessLevels} isSignedIn={session.isSignedIn} />
        </>
      )}
    </div>
  );
}

function LibrarySkeleton() {
  return (
    <div role="status" aria-label="Loading documents" className="flex flex-col gap-8">
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Card padding="sm" className="flex flex-col gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-8 w-16" />
            </Card>
          </li>
        ))}
      </ul>
      <ul aria-hidden="true" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Card className="flex flex-col gap-3">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-11 w-full" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
