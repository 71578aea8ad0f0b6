import {
  DOCUMENT_ACCESS_LABELS,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentAccessLevel,
  type DocumentItem,
} from '../../../../contracts/documents';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { IconLock } from '../../../components/ui/icons/objects';
import { DocumentDownloadButton } from '../../../shared/documents/document-download-button';
import { DocumentGlyph } from '../../../shared/documents/document-glyph';
import { formatDocumentDate, formatFileSize } from '../../../shared/documents/format-file-size';

/** Featured cards show up to three tags (operator spec section 9). */
const FEATURED_TAG_LIMIT = 3;

export const ACCESS_TONE: Record<DocumentAccessLevel, BadgeTone> = {
  public: 'success',
  investor: 'info',
  accredited: 'gold',
  premium: 'warning',
  admin: 'danger',
};

export function DocumentCard({ document, isFeatured = false }: { document: DocumentItem; isFeatured?: boolean }) {
  return (
    <Card as="article" tone={isFeatured ? 'highlight' : 'default'} className="flex h-full flex-col gap-4">
      <div className="flex items-start gap-3">
        <DocumentGlyph />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-snug text-fg">{document.title}</h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="brand">{DOCUMENT_CATEGORY_LABELS[document.category]}</Badge>
            <Badge tone={ACCESS_TONE[document.accessLevel]}>
              {document.accessLevel === 'public' ? null : <IconLock size={12} />}
              {DOCUMENT_ACCESS_LABELS[document.accessLevel]}
            </Badge>
          </div>
        </div>
      </div>
      <p className="text-sm text-fg-muted">{document.description}</p>
      {isFeatured && document.tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {document.tags.slice(0, FEATURED_TAG_LIMIT).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-border pt-3 text-xs">
        <div>
          <dt className="text-fg-subtle">Size</dt>
          <dd className="tabular-nums text-fg">{formatFileSize(document.fileSizeBytes)}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Published</dt>
          <dd className="tabular-nums text-fg">{formatDocumentDate(document.publishedOn)}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Downloads</dt>
          <dd className="tabular-nums text-fg">{document.downloads.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-fg-subtle">By {document.author}</p>
      <DocumentDownloadButton document={document} fullWidth />
    </Card>
  );
}
