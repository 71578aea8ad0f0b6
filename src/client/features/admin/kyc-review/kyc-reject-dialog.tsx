/**
 * Reject with a reason: the spec's prompt ("Please provide a reason for rejection:") in the app's own
 * dialog. Only a non-empty reason rejects; it is stored as the review notes and e-mailed to the user.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { KYC_MESSAGES, type KycSubmission } from '../../../../contracts/kyc';
import { useRejectKycSubmission } from '../../../api/kyc/reject-kyc-submission';

export function KycRejectDialog({ submission, onClose }: { submission: KycSubmission | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectKycSubmission();
  const toast = useToast();
  const close = () => {
    setReason('');
    setError(null);
    reject.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submission) return;
    if (!reason.trim()) {
      setError(KYC_MESSAGES.reasonRequired);
      return;
    }
    reject.mutate(
      { id: submission.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ tone: 'success', title: KYC_MESSAGES.rejected });
          close();
        },
      },
    );
  };
  return (
    <Dialog
      open={Boolean(submission)}
      onClose={close}
      size="md"
      title={submission ? `Reject KYC submission of ${submission.userName}` : 'Reject KYC submission'}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="kyc-reject-form" isLoading={reject.isPending}>
            Reject
          </Button>
        </>
      }
    >
      <form id="kyc-reject-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextArea
          label={KYC_MESSAGES.rejectPrompt}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error ?? reject.error?.message}
          required
          rows={4}
          maxLength={2000}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
