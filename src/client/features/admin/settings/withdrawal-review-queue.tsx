/**
 * The withdrawal review queue in the admin's Blockchain settings: withdrawals above the review
 * threshold wait here until an admin approves them (they are then sent to the chain) or rejects them
 * with a reason (the VINO goes back to the investor). Both are audited by the server.
 */
import { useState } from 'react';
import { useReviewWithdrawal, useWithdrawalReviewQueue } from '../../../api/chain/review-withdrawals';
import type { AdminWithdrawal } from '../../../../contracts/chain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatVino } from '../../../shared/wallet/format-wallet';

export function WithdrawalReviewQueue() {
  const queue = useWithdrawalReviewQueue();
  return (
    <Card as="section" padding="md" className="mt-4" aria-labelledby="withdrawal-review-heading">
      <CardTitle>
        <span id="withdrawal-review-heading">Withdrawal review queue</span>
      </CardTitle>
      <p className="mt-1 text-sm text-fg-muted">Withdrawals above the review threshold wait here for a decision.</p>
      <div className="mt-4">
        {queue.isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Loading the withdrawal review queue" />
        ) : queue.isError ? (
          <LoadError
            title="The review queue could not be loaded"
            message={queue.error.message}
            onRetry={() => void queue.refetch()}
          />
        ) : queue.data.items.length === 0 ? (
          <p className="text-sm text-fg-muted">No withdrawal is waiting for review.</p>
        ) : (
          <ul className="space-y-3">
            {queue.data.items.map((w) => (
              <ReviewItem key={w.id} withdrawal={w} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function ReviewItem({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const review = useReviewWithdrawal();
  const [reason, setReason] = useState('');
  const [isRejecting, setIsRejecting] = useState(false);
  return (
    <li className="rounded-xl border border-border p-3 text-sm">
      <p className="font-mono tabular-nums text-fg">{formatVino(w.amount)} VINO</p>
      <p className="text-fg-muted">
        {w.userEmail} to <span className="font-mono break-all">{w.destination}</span>, asked{' '}
        {new Date(w.createdAt).toLocaleString()}
      </p>
      {review.isError ? (
        <Alert tone="error" className="mt-2">
          {review.error.message}
        </Alert>
      ) : null}
      {isRejecting ? (
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            containerClassName="grow"
          />
          <Button
            variant="danger"
            disabled={!reason.trim()}
            isLoading={review.isPending}
            onClick={() => review.mutate({ id: w.id, approve: false, reason })}
          >
            Reject and return VINO
          </Button>
        </div>
      ) : (
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            variant="gold"
            isLoading={review.isPending}
            onClick={() => review.mutate({ id: w.id, approve: true })}
          >
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setIsRejecting(true)}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
