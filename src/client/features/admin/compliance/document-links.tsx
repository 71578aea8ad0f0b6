/** The attached files of an item or audit as download links (or a dash when there are none). */
import type { ComplianceAttachment } from '../../../../contracts/compliance';

export function DocumentLinks({ documents }: { documents: ComplianceAttachment[] }) {
  if (!documents.length) return <p className="text-sm text-fg-muted">No documents attached</p>;
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
