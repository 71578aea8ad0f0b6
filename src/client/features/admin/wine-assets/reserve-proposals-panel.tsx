/**
 * Reserve: the four-eyes queue. A change that moves the reserve's value or bottle count (appraisal,
 * write-off, manifest import, tokenisation) is proposed by one admin and applied only when a
 * different admin approves it. Pending proposals show what changes, who proposed it and when; the
 * proposer sees that their own waits for someone else. Decided ones stay in the history below.
 */
import { useState } from 'react';
import type { ReserveProposal, ReserveProposalKind } from '../../../../contracts/reserve-admin';
import { useApproveReserveProposal } from '../../../api/reserve/approve-reserve-proposal';
import { useDecidedReserveProposals } from '../../../api/reserve/find-decided-reserve-proposals';
import { usePendingReserveProposals } from '../../../api/reserve/find-pending-reserve-proposals';
import { useRejectReserveProposal } from '../../../api/reserve/reject-reserve-proposal';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { ProposeReserveChangeDialog } from './propose-reserve-change-dialog';

const KIND_LABELS: Record<ReserveProposalKind, string> = {
  appraisal: 'Appraisal',
  write_off: 'Write-off',
  manifest_import: 'Manifest import',
  tokenisation: 'Tokenisation',
};

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

type Decision = { proposal: ReserveProposal; action: 'approve' | 'reject' };

export default function ReserveProposalsPanel() {
  const pending = usePendingReserveProposals();
  const decided = useDecidedReserveProposals();
  const approve = useApproveReserveProposal();
  const reject = useRejectReserveProposal();
  const toast = useToast();
  const [isProposing, setIsProposing] = useState(false);
  const [deciding, setDeciding] = useState<Decision | null>(null);

  async function decide({ proposal, action }: Decision) {
    try {
      await (action === 'approve' ? approve : reject).mutateAsync(proposal.id);
      toast({
        tone: 'success',
        title: action === 'approve' ? 'Proposal approved' : 'Proposal rejected',
        description:
          action === 'approve'
            ? `${proposal.wine_asset_name}: applied. A new reserve statement is being signed.`
            : `${proposal.wine_asset_name}: nothing in the reserve changed.`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: action === 'approve' ? 'Not approved' : 'Not rejected',
        description: error instanceof Error ? error.message : 'The decision failed',
      });
    } finally {
      setDeciding(null);
    }
  }

  return (
    <section aria-labelledby="reserve-proposals-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="reserve-proposals-title" className="text-xl font-semibold text-fg">
            Reserve proposals
          </h3>
          <p className="mt-1 max-w-3xl text-sm text-fg-muted">
            Appraisals, write-offs, manifest imports and tokenisations change the reserve only when an admin other than
            the proposer approves them. Every step is audited and followed by a new signed statement.
          </p>
        </div>
        <Button variant="gold" onClick={() => setIsProposing(true)}>
          Propose a Change
        </Button>
      </div>

      <h4 className="text-lg font-semibold text-fg">Pending approval</h4>
      {pending.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : pending.isError ? (
        <LoadError
          title="Unable to load the pending proposals"
          message={pending.error.message}
          onRetry={() => void pending.refetch()}
        />
      ) : (
        <Table
          label="Pending reserve proposals"
          caption="Reserve proposals waiting for approval, oldest first"
          minWidth="min-w-[52rem]"
          empty={pending.data.proposals.length === 0 ? 'No proposals are waiting for approval.' : undefined}
          columns={[
            'Change',
            'Wine asset',
            'What changes',
            'Proposed by',
            'Proposed',
            { label: 'Actions', hidden: true },
          ]}
        >
          {pending.data.proposals.map((p) => (
            <tr key={p.id} className="border-t border-border align-top hover:bg-surface-2/40">
              <td className="px-3 py-2">
                <Badge tone="gold">{KIND_LABELS[p.kind]}</Badge>
              </td>
              <td className="px-3 py-2 font-medium text-fg">{p.wine_asset_name}</td>
              <td className="px-3 py-2 text-fg-muted">{p.summary}</td>
              <td className="px-3 py-2">{p.proposed_by_name}</td>
              <td className="whitespace-nowrap px-3 py-2 text-fg-muted">{formatWhen(p.proposed_at)}</td>
              <td className="px-3 py-1 text-right">
                {p.can_decide ? (
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Reject ${KIND_LABELS[p.kind]} of ${p.wine_asset_name}`}
                      onClick={() => setDeciding({ proposal: p, action: 'reject' })}
                    >
                      Reject
                    </Button>
                    <Button
                      variant="gold"
                      size="sm"
                      aria-label={`Approve ${KIND_LABELS[p.kind]} of ${p.wine_asset_name}`}
                      onClick={() => setDeciding({ proposal: p, action: 'approve' })}
                    >
                      Approve
                    </Button>
                  </div>
                ) : (
                  <span className="inline-block max-w-[14rem] py-1 text-left text-xs text-fg-muted">
                    Your proposal: another admin must approve it.
                  </span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}

      <h4 className="text-lg font-semibold text-fg">History</h4>
      {decided.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : decided.isError ? (
        <LoadError
          title="Unable to load the decided proposals"
          message={decided.error.message}
          onRetry={() => void decided.refetch()}
        />
      ) : (
        <Table
          label="Decided reserve proposals"
          caption="Approved and rejected reserve proposals, the latest decisions first"
          minWidth="min-w-[56rem]"
          empty={decided.data.proposals.length === 0 ? 'No proposal has been decided yet.' : undefined}
          columns={['Change', 'Wine asset', 'What changed', 'Proposed by', 'Decision', 'Decided by', 'Decided']}
        >
          {decided.data.proposals.map((p) => (
            <tr key={p.id} className="border-t border-border align-top">
              <td className="px-3 py-2">{KIND_LABELS[p.kind]}</td>
              <td className="px-3 py-2 font-medium text-fg">{p.wine_asset_name}</td>
              <td className="px-3 py-2 text-fg-muted">{p.summary}</td>
              <td className="px-3 py-2">{p.proposed_by_name}</td>
              <td className="px-3 py-2">
                {p.status === 'approved' ? (
                  <Badge tone="success">Approved</Badge>
                ) : (
                  <Badge tone="danger">Rejected</Badge>
                )}
              </td>
              <td className="px-3 py-2">{p.decided_by_name ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-fg-muted">
                {p.decided_at ? formatWhen(p.decided_at) : '—'}
              </td>
            </tr>
          ))}
        </Table>
      )}

      <ProposeReserveChangeDialog open={isProposing} onClose={() => setIsProposing(false)} />
      <ConfirmDialog
        open={deciding !== null}
        onCancel={() => setDeciding(null)}
        onConfirm={() => deciding && void decide(deciding)}
        title={deciding?.action === 'approve' ? 'Approve this reserve change?' : 'Reject this reserve change?'}
        description={
          deciding?.action === 'approve'
            ? 'It is applied to the bottle register at once and a new reserve statement is signed.'
            : 'Nothing in the reserve changes; the proposal moves to the history.'
        }
        confirmLabel={deciding?.action === 'approve' ? 'Approve' : 'Reject'}
        confirmVariant={deciding?.action === 'approve' ? 'gold' : 'danger'}
        isPending={approve.isPending || reject.isPending}
      >
        {deciding ? (
          <p className="text-sm text-fg">
            <strong>{deciding.proposal.wine_asset_name}</strong>: {deciding.proposal.summary}, proposed by{' '}
            {deciding.proposal.proposed_by_name}.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
