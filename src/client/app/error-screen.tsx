/**
 * The error screen of the core spec (section 2): 'Something went wrong', the fixed text,
 * Try Again and Go Home, and an error id. The id is generated once per error and reported to
 * telemetry (error_type react_error_boundary) so support can find the stack from what the user quotes.
 */
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '../components/ui/button';
import { IconAlert } from '../components/ui/icons';
import { createErrorId } from '../lib/error-id';
import { paths } from '../lib/paths';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT = 'We encountered an unexpected error. Our team has been notified and is working on a fix.';

export default function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [errorId] = useState(createErrorId);

  useEffect(() => {
    // Loaded on demand: the reporter is not part of the initial chunk.
    void import('../lib/telemetry')
      .then((t) => t.reportError('react_error_boundary', error, errorId))
      .catch(() => undefined);
  }, [error, errorId]);

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 flex h-14 w-14 items-center justify-center rounded-full border border-danger/40 bg-danger-soft text-danger">
        <IconAlert size={26} />
      </div>
      <h1 className="text-3xl font-semibold">{ERROR_TITLE}</h1>
      <p className="mt-3 text-fg-muted">{ERROR_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {/* A plain anchor: after an error the router itself may be in a bad state. */}
        <a href={paths.home.getHref()} className={buttonClasses('secondary')}>
          Go Home
        </a>
      </div>
      <p className="mt-8 text-xs text-fg-subtle">
        Error ID: <code className="tabular-nums rounded bg-surface-2 px-1.5 py-0.5 text-fg-muted">{errorId}</code>
      </p>
    </div>
  );
}
