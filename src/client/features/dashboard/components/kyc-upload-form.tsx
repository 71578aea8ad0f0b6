/**
 * The KYC upload form: one file input per document (PDF, JPEG or PNG, 10 MB each), checked in the
 * browser the way the server checks (size, and the type from the file's first bytes) so mistakes show
 * before the upload; the server decides in the end. While uploading: a progress bar, inputs disabled.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/api-client';
import {
  KYC_ACCEPTED_FILE_TYPES,
  KYC_DOCUMENT_LABELS,
  KYC_MAX_FILE_BYTES,
  KYC_MESSAGES,
} from '../../../../contracts/kyc';
import { KYC_DOCUMENT_KINDS, sniffKycFileType, type KycDocumentKind } from '../../../../domain/kyc/kyc-documents';
import { useSubmitKycDocuments } from '../../../api/kyc/submit-kyc-documents';

const HINTS: Record<KycDocumentKind, string> = {
  identity: 'Passport, national ID card or driving licence. PDF, JPEG or PNG, up to 10 MB.',
  address: 'Utility bill or bank statement from the last three months. PDF, JPEG or PNG, up to 10 MB.',
};

type Errors = Partial<Record<KycDocumentKind, string>>;

/** The same checks as the server: present, not too large, and PDF/JPEG/PNG by content. */
async function checkFile(kind: KycDocumentKind, file: File | undefined): Promise<string | null> {
  if (!file) return `Please choose your ${KYC_DOCUMENT_LABELS[kind].toLowerCase()}.`;
  if (file.size > KYC_MAX_FILE_BYTES) return KYC_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffKycFileType(head) ? null : KYC_MESSAGES.fileType(KYC_DOCUMENT_LABELS[kind]);
}

function FileField(props: {
  kind: KycDocumentKind;
  error?: string;
  disabled: boolean;
  onChange: (file: File | undefined) => void;
}) {
  const id = useId();
  const { kind, error } = props;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {KYC_DOCUMENT_LABELS[kind]}
        <span aria-hidden="true" className="ml-0.5 text-gold">
          *
        </span>
      </label>
      <input
        id={id}
        name={kind}
        type="file"
        accept={KYC_ACCEPTED_FILE_TYPES}
        required
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => props.onChange(event.target.files?.[0])}
        className={cn(
          'block w-full min-h-11 rounded-lg border bg-surface-2/70 px-2 py-2 text-sm text-fg-muted',
          'file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-surface-3 file:px-3 file:text-sm file:font-medium file:text-fg',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60',
          error ? 'border-danger/70' : 'border-border hover:border-border-strong',
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-fg-subtle">
        {HINTS[kind]}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function KycUploadForm({ resubmission }: { resubmission: boolean }) {
  const files = useRef<Partial<Record<KycDocumentKind, File>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const submit = useSubmitKycDocuments();
  const toast = useToast();
  const busy = checking || submit.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    submit.reset();
    setChecking(true);
    const found: Errors = {};
    for (const kind of KYC_DOCUMENT_KINDS) {
      const problem = await checkFile(kind, files.current[kind]);
      if (problem) found[kind] = problem;
    }
    setChecking(false);
    setErrors(found);
    if (Object.keys(found).length) return;
    setProgress(0);
    submit.mutate(
      { identity: files.current.identity!, address: files.current.address!, onProgress: setProgress },
      {
        onSuccess: () => toast({ tone: 'success', title: KYC_MESSAGES.submitted }),
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fields as Errors);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Card as="section" aria-labelledby="kyc-upload-heading">
      <h2 id="kyc-upload-heading" className="text-lg font-semibold text-fg">
        {resubmission ? 'Submit new documents' : 'Submit your documents'}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Your files are stored privately: only you and our compliance reviewers can open them.
      </p>
      <form className="mt-5 flex flex-col gap-5" onSubmit={(event) => void onSubmit(event)} noValidate>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <FileField
            key={kind}
            kind={kind}
            error={errors[kind]}
            disabled={busy}
            onChange={(file) => {
              files.current[kind] = file;
              setErrors((current) => ({ ...current, [kind]: undefined }));
            }}
          />
        ))}
        {submit.error && !Object.values(errors).some(Boolean) ? (
          <Alert tone="error">{submit.error.message}</Alert>
        ) : null}
        {percent !== null ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="kyc-upload-progress" className="text-sm text-fg-muted">
              Uploading… {percent}%
            </label>
            <progress id="kyc-upload-progress" max={100} value={percent} className="h-2 w-full accent-gold" />
          </div>
        ) : null}
        <Button type="submit" variant="gold" isLoading={busy} className="self-start">
          Submit documents
        </Button>
      </form>
    </Card>
  );
}
