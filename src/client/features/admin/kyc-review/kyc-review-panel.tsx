/**
 * KYC Review (User Management sub-tab; operator spec sections 2–4): the open cases oldest first, or
 * the latest decisions. A reviewer claims a pending case (under review, with their name) before
 * deciding it, so two reviewers never decide the same case; the server lets exactly one claim win and
 * answers the other with who has it. Documents open in a viewer dialog from the authorised endpoint.
 * Approve, or Reject with a reason (the spec's prompt, in the app's own dialog). Decided cases are
 * final: no actions are offered.
 */
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import {
  KYC_DOCUMENT_LABELS,
  KYC_MESSAGES,
  KYC_STATE_LABELS,
  type KycDocument,
  type KycQueueView,
  type KycSubmission,
} from '../../../../contracts/kyc';
import { useApproveKycSubmission } from '../../../api/kyc/approve-kyc-submission';
import { useClaimKycSubmission } from '../../../api/kyc/claim-kyc-submission';
import { useKycQueue } from '../../../api/kyc/get-kyc-queue';
import { useSession } from '../../../shared/session';
import { KycDocumentViewer } from './kyc-document-viewer';
import { KycRejectDialog } from './kyc-reject-dialog';

const STATUS_TONE: Record<KycSubmission['status'], BadgeTone> = {
  pending: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function waitingFor(iso: string, now: number): string {
  const hours = Math.floor((now - new Date(iso).getTime()) / 3_600_000);
  if (hours < 1) return 'less than an hour';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

function CaseCard(props: {
  submission: KycSubmission;
  myId: string | undefined;
  onView: (submission: KycSubmission, document: KycDocument) => void;
  onReject: (submission: KycSubmission) => void;
}) {
  const { submission: s, myId } = props;
  const toast = useToast();
  const claim = useClaimKycSubmission();
  const approve = useApproveKycSubmission();
  const mine = s.status === 'under_review' && s.reviewer?.id === myId;
  const open = s.status === 'pending' || s.status === 'under_review';
  const headingId = `kyc-case-${s.id}`;
  const fail = (error: Error) => toast({ tone: 'error', title: error.message });

  return (
    <li>
      <Card as="article" padding="sm" aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold text-fg">
              {s.userName}
            </h3>
            <p className="break-all text-sm text-fg-muted">{s.userEmail}</p>
          </div>
          <Badge tone={STATUS_TONE[s.status]}>{KYC_STATE_LABELS[s.status]}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-fg-muted">Submitted</dt>
          <dd className="text-fg">
            {when.format(new Date(s.submissionDate))}
            {open ? <span className="text-fg-muted"> · waiting {waitingFor(s.submissionDate, Date.now())}</span> : null}
          </dd>
          {s.reviewer ? (
            <>
              <dt className="text-fg-muted">{open ? 'Claimed by' : 'Decided by'}</dt>
              <dd className="text-fg">
                {s.reviewer.id === myId ? `You (${s.reviewer.name})` : s.reviewer.name}
                {open && s.claimedAt ? (
                  <span className="text-fg-muted"> · {when.format(new Date(s.claimedAt))}</span>
                ) : null}
                {!open && s.decidedAt ? (
                  <span className="text-fg-muted"> · {when.format(new Date(s.decidedAt))}</span>
                ) : null}
              </dd>
            </>
          ) : null}
          {s.reviewNotes ? (
            <>
              <dt className="text-fg-muted">Review notes</dt>
              <dd className="text-fg">{s.reviewNotes}</dd>
            </>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2">
          {s.documents.map((d) => (
            <Button key={d.id} variant="secondary" size="sm" onClick={() => props.onView(s, d)}>
              View {KYC_DOCUMENT_LABELS[d.kind].toLowerCase()}
              <span className="sr-only"> of {s.userName}</span>
            </Button>
          ))}
        </div>
        {s.status === 'pending' ? (
          <div className="flex flex-wrap gap-2 border-t border-border pt-3">
            <Button
              variant="gold"
              size="sm"
              isLoading={claim.isPending}
              onClick={() =>
                claim.mutate(s.id, {
                  onSuccess: () => toast({ tone: 'success', title: KYC_MESSAGES.claimed }),
                  onError: fail,
                })
              }
            >
              Claim<span className="sr-only"> case of {s.userName}</span>
            </Button>
          </div>
        ) : null}
        {mine ? (
          <div className="flex flex-wrap gap-2 border-t border-border pt-3">
            <Button
              variant="primary"
              size="sm"
              isLoading={approve.isPending}
              onClick={() =>
                approve.mutate(s.id, {
                  onSuccess: () => toast({ tone: 'success', title: KYC_MESSAGES.approved }),
                  onError: fail,
                })
              }
            >
              Approve<span className="sr-only"> {s.userName}</span>
            </Button>
            <Button variant="danger" size="sm" disabled={approve.isPending} onClick={() => props.onReject(s)}>
              Reject<span className="sr-only"> {s.userName}</span>
            </Button>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

const VIEWS: { id: KycQueueView; label: string }[] = [
  { id: 'open', label: 'Open cases' },
  { id: 'decided', label: 'Decided' },
];

export default function KycReviewPanel() {
  const [view, setView] = useState<KycQueueView>('open');
  const [viewing, setViewing] = useState<{ submission: KycSubmission; document: KycDocument } | null>(null);
  const [rejecting, setRejecting] = useState<KycSubmission | null>(null);
  const queue = useKycQueue(view);
  const { user } = useSession();

  return (
    <section aria-labelledby="kyc-review-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="kyc-review-heading" className="text-xl font-semibold text-fg">
            KYC Review
          </h2>
          <p className="text-sm text-fg-muted">
            {view === 'open'
              ? 'Oldest first. Claim a case to review it; only its reviewer can approve or reject it.'
              : 'The latest decisions, newest first. Approved and rejected are final.'}
          </p>
        </div>
        <div role="group" aria-label="Cases shown" className="flex gap-1 rounded-lg border border-border p-1">
          {VIEWS.map((v) => (
            <Button
              key={v.id}
              size="sm"
              variant={view === v.id ? 'secondary' : 'ghost'}
              aria-pressed={view === v.id}
              onClick={() => setView(v.id)}
            >
              {v.label}
            </Button>
          ))}
        </div>
      </div>

      {queue.isError ? (
        <LoadError
          title="Unable to load the KYC queue"
          message={queue.error.message}
          onRetry={() => void queue.refetch()}
        />
      ) : !queue.data ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading KYC cases">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : queue.data.items.length === 0 ? (
        <Card tone="muted">
          <p className="text-center text-fg-muted">
            {view === 'open' ? 'No KYC submissions are waiting for review.' : 'No KYC decisions yet.'}
          </p>
        </Card>
      ) : (
        <ol
          aria-label={view === 'open' ? 'Open KYC cases, oldest first' : 'Decided KYC cases'}
          className="flex flex-col gap-3"
        >
          {queue.data.items.map((s) => (
            <CaseCard
              key={s.id}
              submission={s}
              myId={user?.id}
              onView={(submission, document) => setViewing({ submission, document })}
              onReject={setRejecting}
            />
          ))}
        </ol>
      )}

      <KycDocumentViewer
        submission={viewing?.submission ?? null}
        document={viewing?.document ?? null}
        onClose={() => setViewing(null)}
      />
      <KycRejectDialog submission={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
