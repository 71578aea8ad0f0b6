/** A record card's Documents: the attached files of an item or audit as download links, or a note that there are none. */
import type { ComplianceAttachment } from '../../../../contracts/compliance';

export function DocumentLinks({ documents }: { documents: ComplianceAttachment[] }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-fg-subtle">Documents</p>
      {documents.length ? (
        <Links documents={documents} />
      ) : (
        <p className="text-sm text-fg-muted">No documents attached</p>
      )}
    </div>
  );
}

function Links({ documents }: { documents: ComplianceAttachment[] }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {documents.map((doc) => (
        <li key={doc.id} className="min-w-0">
          <a
            href={doc.url}
            download={doc.fileName}
            className="focus-ring break-all rounded text-gold underline-offset-2 hover:underline"
          >
            {doc.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
