/**
 * The dashboard's Verification tab (/dashboard?tab=verification, where the exchange's and payments'
 * KYC refusals link): the state of the identity verification and, when nothing is waiting for review
 * and it is not approved, the upload form for an identity document and a proof of address.
 */
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { KYC_DOCUMENT_LABELS, KYC_STATE_LABELS, type KycState, type MyKyc } from '../../../../contracts/kyc';
import { useMyKyc } from '../../../api/kyc/get-my-kyc';
import { useOptOutOfSandboxKyc } from '../../../api/kyc/opt-out-of-sandbox-kyc';
import { KycUploadForm } from './kyc-upload-form';

const STATE_TONE: Record<KycState, BadgeTone> = {
  not_started: 'neutral',
  pending: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StateText({ kyc }: { kyc: MyKyc }) {
  const submission = kyc.submission;
  switch (kyc.status) {
    case 'not_started':
      return (
        <p className="text-fg-muted">
          To buy and trade VINO we need to verify your identity. Upload an identity document (passport, ID card or
          driving licence) and a proof of address (a utility bill or bank statement from the last three months).
        </p>
      );
    case 'pending':
    case 'under_review':
      return (
        <Alert
          tone="info"
          title={kyc.status === 'pending' ? 'Waiting for review' : 'A reviewer is checking your documents'}
        >
          {submission ? `Submitted ${when.format(new Date(submission.submissionDate))}. ` : ''}We will e-mail you when
          the review is done.
        </Alert>
      );
    case 'approved':
      return kyc.sandboxApproved ? (
        <Alert tone="success" title="Approved by the demo sandbox check">
          In demo mode new accounts are approved automatically, so you can try every feature.
        </Alert>
      ) : (
        <Alert tone="success" title="Your identity is verified">
          You can buy, trade and stake VINO.
        </Alert>
      );
    case 'rejected':
      return (
        <Alert tone="error" title="Your documents were not approved">
          {submission?.reviewNotes ? (
            <>
              <span className="font-medium">Reason:</span> {submission.reviewNotes}
              <br />
            </>
          ) : null}
          Please submit new documents below.
        </Alert>
      );
  }
}

function SandboxOptOut() {
  const [open, setOpen] = useState(false);
  const optOut = useOptOutOfSandboxKyc();
  const toast = useToast();
  const close = () => {
    setOpen(false);
    optOut.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="self-start">
        Try the real verification
      </Button>
      <Dialog
        open={open}
        onClose={close}
        isAlert
        size="sm"
        title="Try the real verification?"
        description="Your sandbox approval is dropped: until a reviewer approves your documents you cannot buy or trade VINO."
        footer={
          <>
            <Button variant="ghost" onClick={close} disabled={optOut.isPending}>
              Cancel
            </Button>
            <Button
              variant="gold"
              isLoading={optOut.isPending}
              data-autofocus
              onClick={() =>
                optOut.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    toast({ tone: 'info', title: 'You can now upload your documents.' });
                  },
                })
              }
            >
              Drop the sandbox approval
            </Button>
          </>
        }
      >
        {optOut.error ? <Alert tone="error">{optOut.error.message}</Alert> : null}
      </Dialog>
    </>
  );
}

export function VerificationTab() {
  const kyc = useMyKyc();
  if (kyc.isError)
    return (
      <LoadError
        title="Unable to load your verification"
        message={kyc.error.message}
        onRetry={() => void kyc.refetch()}
      />
    );
  if (!kyc.data) return <Skeleton className="h-64 w-full" />;
  const data = kyc.data;
  const documents =
    data.status === 'pending' || data.status === 'under_review' ? (data.submission?.documents ?? []) : [];
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-labelledby="kyc-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="kyc-heading" className="text-lg font-semibold text-fg">
              Identity verification (KYC)
            </h2>
            <CardDescription>Required before you can buy or trade VINO.</CardDescription>
          </div>
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            Status <Badge tone={STATE_TONE[data.status]}>{KYC_STATE_LABELS[data.status]}</Badge>
          </p>
        </div>
        <div className="flex flex-col gap-4">
          <StateText kyc={data} />
          {documents.length ? (
            <div>
              <h3 className="text-sm font-semibold text-fg">Your documents</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {documents.map((d) => (
                  <li key={d.id} className="flex flex-wrap gap-x-2">
                    <span className="text-fg-muted">{KYC_DOCUMENT_LABELS[d.kind]}:</span>
                    <a href={d.url} target="_blank" rel="noreferrer" className="break-all text-gold underline">
                      {d.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.sandboxApproved ? <SandboxOptOut /> : null}
        </div>
      </Card>
      {data.canSubmit ? <KycUploadForm resubmission={data.status === 'rejected'} /> : null}
    </div>
  );
}
