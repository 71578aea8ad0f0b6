/**
 * The KYC document viewer: images inline, PDFs in a frame, both read from the authorised document
 * endpoint (the owner and admins only; never a public URL), with an Open in new tab link.
 */
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { KYC_DOCUMENT_LABELS, type KycDocument, type KycSubmission } from '../../../../contracts/kyc';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function KycDocumentViewer(props: {
  submission: KycSubmission | null;
  document: KycDocument | null;
  onClose: () => void;
}) {
  const { submission, document } = props;
  const label = document ? KYC_DOCUMENT_LABELS[document.kind] : '';
  return (
    <Dialog
      open={Boolean(submission && document)}
      onClose={props.onClose}
      size="lg"
      title={document && submission ? `${label} — ${submission.userName}` : 'Document'}
      description={document ? `${document.fileName} · ${formatSize(document.size)}` : undefined}
      footer={
        <>
          {document ? (
            <a
              href={document.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-gold underline"
            >
              Open in new tab
            </a>
          ) : null}
          <Button variant="secondary" onClick={props.onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      {document && submission ? (
        document.contentType === 'application/pdf' ? (
          <iframe
            src={document.url}
            title={`${label} of ${submission.userName} (PDF)`}
            className="h-[60vh] w-full rounded-lg border border-border bg-white"
          />
        ) : (
          <img
            src={document.url}
            alt={`${label} of ${submission.userName}`}
            className="mx-auto max-h-[60vh] w-auto max-w-full rounded-lg border border-border bg-white object-contain"
          />
        )
      ) : null}
    </Dialog>
  );
}
