/** The spec's confirmation before a campaign goes out (section 5), in the app's dialog. */
import { CAMPAIGN_MESSAGES } from '../../../../contracts/email-campaigns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export function ConfirmSendDialog(props: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      isAlert
      size="sm"
      title="Send campaign"
      description={CAMPAIGN_MESSAGES.confirmSend}
      footer={
        <>
          <Button variant="secondary" onClick={props.onCancel} data-autofocus>
            Cancel
          </Button>
          <Button variant="primary" onClick={props.onConfirm}>
            Send
          </Button>
        </>
      }
    />
  );
}
