/**
 * Shown when a save was refused because another admin saved the post after it was opened (409
 * EDIT_CONFLICT): who saved and when, and the two ways on. Nothing is overwritten until the admin
 * picks "Overwrite with mine", which sends their version as the one being replaced.
 */
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatSavedAt } from './format-saved-at';

export interface EditConflict {
  /** The server's message, naming who saved. */
  message: string;
  savedAt: string | undefined;
}

export function EditConflictAlert({
  conflict,
  isSaving,
  onReload,
  onOverwrite,
}: {
  conflict: EditConflict;
  isSaving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <Alert tone="warning" title="This post changed while you were editing">
      <p>
        {conflict.message}
        {conflict.savedAt ? ` Their save: ${formatSavedAt(conflict.savedAt)}.` : null}
      </p>
      <p className="mt-1">
        Load their version to start again from it (your unsaved changes are lost; copy anything you want to keep first),
        or overwrite it with yours (their changes are replaced; History keeps their version).
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onReload} disabled={isSaving}>
          Load their version
        </Button>
        {conflict.savedAt ? (
          <Button size="sm" variant="danger" onClick={onOverwrite} isLoading={isSaving}>
            Overwrite with mine
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
