/**
 * Send Tokens (investor spec section 5): token, recipient and amount all required ("Please fill all
 * fields"), a real address check (EIP-55 checksum when mixed case), then the app's confirmation
 * dialog, then an ERC-20 transfer (or ETH send) signed in the wallet.
 */
import { useState, type FormEvent } from 'react';
import { isAddress, type Address } from 'viem';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { shortAddress } from '../../../shared/wallet/format-wallet';
import { sendFromWallet } from '../../../shared/wallet/wallet-service';

export const SEND_MESSAGES = {
  missing: 'Please fill all fields',
  badAddress: 'Please enter a valid wallet address',
  badAmount: 'Please enter a valid amount',
  success: 'Transaction submitted successfully!',
} as const;

const AMOUNT = /^\d+(\.\d{1,18})?$/;

export function SendTokensDialog({
  open,
  onClose,
  canSendVino,
}: {
  open: boolean;
  onClose: () => void;
  canSendVino: boolean;
}) {
  const toast = useToast();
  const [token, setToken] = useState<'' | 'VINO' | 'ETH'>('');
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);

  function close() {
    setIsConfirming(false);
    setError(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!token || !recipient.trim() || !amount.trim()) return setError(SEND_MESSAGES.missing);
    if (!isAddress(recipient.trim(), { strict: true })) return setError(SEND_MESSAGES.badAddress);
    if (!AMOUNT.test(amount.trim()) || /^0+(\.0+)?$/.test(amount.trim())) return setError(SEND_MESSAGES.badAmount);
    setIsConfirming(true);
  }

  async function onConfirm() {
    setIsSending(true);
    try {
      const hash = await sendFromWallet({
        token: token as 'VINO' | 'ETH',
        to: recipient.trim() as Address,
        amount: amount.trim(),
      });
      toast({
        tone: 'success',
        title: SEND_MESSAGES.success,
        description: <span className="break-all">Transaction hash: {hash}</span>,
      });
      setToken('');
      setRecipient('');
      setAmount('');
      close();
    } catch (cause) {
      setIsConfirming(false);
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <>
      <Dialog
        open={open && !isConfirming}
        onClose={close}
        title="Send Tokens"
        description="Send from your connected wallet."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Select label="Token" value={token} onChange={(e) => setToken(e.target.value as '' | 'VINO' | 'ETH')}>
            <option value="">Select a token</option>
            {canSendVino ? <option value="VINO">VINO</option> : null}
            <option value="ETH">ETH</option>
          </Select>
          <TextField
            label="Recipient address"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
          <TextField
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            placeholder="0.00"
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="gold">
              Send
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={open && isConfirming}
        onClose={() => setIsConfirming(false)}
        isAlert
        size="sm"
        title="Confirm transaction"
        description={`Send ${amount} ${token} to ${shortAddress(recipient.trim())}? Your wallet will ask you to approve it.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={isSending}>
              Cancel
            </Button>
            <Button variant="gold" onClick={() => void onConfirm()} disabled={isSending} data-autofocus>
              {isSending ? 'Waiting for wallet…' : 'Confirm'}
            </Button>
          </>
        }
      />
    </>
  );
}
