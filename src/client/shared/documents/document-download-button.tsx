/**
 * The download action of a library document, used wherever documents are listed. A document the
 * user may open is a plain link to /docs/{slug}.pdf (the server sends it as an attachment and
 * enforces the access level again). One the user may not open is never a dead link: the button
 * opens a dialog that says why and how to get access (sign in, request investor access, or join
 * Premium Circle for premium documents).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { documentFileName, type DocumentItem } from '../../../contracts/documents';
import { documentAccessRefusal } from '../../../domain/document-access';
import { Button, ButtonLink, buttonClasses, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { IconDownload, IconLock } from '../../components/ui/icons/objects';
import { paths } from '../../lib/paths';
import { useSession } from '../session';
import { documentsKeys } from '../../api/documents/keys';
import { formatFileSize } from './format-file-size';

/** Time for the server to count the download before the lists refetch their counts. */
const REFRESH_AFTER_DOWNLOAD_MS = 1_000;

export interface DocumentDownloadButtonProps {
  document: Pick<DocumentItem, 'title' | 'downloadUrl' | 'canDownload' | 'accessLevel' | 'fileSizeBytes'>;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function DocumentDownloadButton({
  document,
  label = 'Download',
  variant = 'primary',
  size = 'md',
  fullWidth,
}: DocumentDownloadButtonProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [isExplaining, setIsExplaining] = useState(false);

  if (document.canDownload) {
    return (
      <a
        href={document.downloadUrl}
        download={documentFileName(document.title)}
        className={buttonClasses(variant, size, fullWidth)}
        onClick={() => {
          window.setTimeout(() => {
            void queryClient.invalidateQueries({ queryKey: documentsKeys.all() });
            void queryClient.invalidateQueries({ queryKey: documentsKeys.myDownloads() });
          }, REFRESH_AFTER_DOWNLOAD_MS);
        }}
      >
        <IconDownload size={16} />
        {label}
        <span className="sr-only">
          {' '}
          {document.title} (PDF, {formatFileSize(document.fileSizeBytes)})
        </span>
      </a>
    );
  }

  const isSignedIn = session.isSignedIn;
  const canRequest = document.accessLevel === 'investor' || document.accessLevel === 'accredited';
  return (
    <>
      <Button variant="secondary" size={size} fullWidth={fullWidth} onClick={() => setIsExplaining(true)}>
        <IconLock size={16} />
        {isSignedIn ? 'Request Access' : 'Sign In to Download'}
        <span className="sr-only"> {document.title}</span>
      </Button>
      <Dialog
        open={isExplaining}
        onClose={() => setIsExplaining(false)}
        title="Access required"
        description={documentAccessRefusal(document.accessLevel, isSignedIn)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setIsExplaining(false)}>
              Close
            </Button>
            {!isSignedIn ? (
              <ButtonLink to={paths.auth.getHref()} state={{ from: location }} variant="primary">
                Sign In
              </ButtonLink>
            ) : canRequest ? (
              <ButtonLink to={paths.investors.getHref({ tab: 'portal' })} variant="primary">
                Request Investor Access
              </ButtonLink>
            ) : document.accessLevel === 'premium' ? (
              <ButtonLink to={paths.payments.getHref({ tab: 'memberships' })} variant="gold">
                Join Premium Circle
              </ButtonLink>
            ) : null}
          </>
        }
      >
        <p className="text-sm text-fg-muted">
          <span className="font-medium text-fg">{document.title}</span> is not available to your account.
        </p>
      </Dialog>
    </>
  );
}
