/**
 * The crypto step when payments come from the connected wallet (a deposit chain is configured):
 * the quoted ETH and where it goes, then "Send" has the wallet transfer it, shows "Waiting for
 * confirmation…" and asks the server to check the transaction until it is deep enough. Without a
 * connected, verified wallet on the right network it says what to do first. The wallet code (viem)
 * loads only when the buyer sends.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PaymentIntentResponse, PaymentStatusResponse } from '../../../../contracts/payments';
import { formatUsd } from '../../../../domain/format';
import { findWalletNetwork } from '../../../../domain/wallet-networks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { shortAddress } from '../../wallet/short-address';
import { useWallet } from '../../wallet/use-wallet';

type Quote = NonNullable<PaymentIntentResponse['cryptoQuote']>;
type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'confirming'; txHash: `0x${string}` };

interface WalletCryptoPaymentProps {
  intent: PaymentIntentResponse & { cryptoQuote: Quote };
  onPaid: (status: PaymentStatusResponse) => void;
  onBack: () => void;
  /** The page's own "Confirm $… payment" text: the click sends the ETH from the wallet. */
  confirmLabel: string;
}

const WALLET_HREF = paths.trading.getHref({ tab: 'wallet' });
const networkName = (chainId: number) => findWalletNetwork(chainId)?.name ?? `network ${chainId}`;
const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The payment could not be completed.';

export function WalletCryptoPayment({ intent, onPaid, onBack, confirmLabel }: WalletCryptoPaymentProps) {
  const wallet = useWallet();
  const quote = intent.cryptoQuote;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [sentHash, setSentHash] = useState<`0x${string}` | null>(null);
  // Leaving the step stops the polling (the server keeps the payment; the same transaction still pays it).
  const signal = useRef({ cancelled: false });
  useEffect(() => {
    const current = signal.current;
    return () => {
      current.cancelled = true;
    };
  }, []);

  const problem =
    wallet.status !== 'connected' || !wallet.address
      ? 'connect'
      : !wallet.isVerified
        ? 'verify'
        : wallet.chainId !== quote.chainId
          ? 'network'
          : null;
  const busy = phase.kind !== 'idle';

  async function confirmOnServer(txHash: `0x${string}`) {
    setPhase({ kind: 'confirming', txHash });
    const { confirmWhenMined } = await import('./pay-from-wallet');
    try {
      onPaid(await confirmWhenMined({ paymentId: intent.paymentId, txHash }, signal.current));
    } catch (cause) {
      // The transaction is sent: keep its hash so "Check again" can retry with it.
      setError(errorText(cause));
      setPhase({ kind: 'idle' });
    }
  }

  async function send() {
    setError(null);
    setPhase({ kind: 'sending' });
    try {
      const { sendPayment } = await import('./pay-from-wallet');
      const txHash = await sendPayment(quote);
      setSentHash(txHash);
      await confirmOnServer(txHash);
    } catch (cause) {
      setError(errorText(cause));
      setPhase({ kind: 'idle' });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-2 rounded-xl border border-border bg-surface-2/50 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-fg-muted">You send</dt>
        <dd className="font-semibold tabular-nums text-fg">{quote.eth} ETH</dd>
        <dt className="text-fg-muted">To</dt>
        <dd className="break-all font-mono text-xs text-fg" title={quote.address}>
          {quote.address}
        </dd>
        <dt className="text-fg-muted">Network</dt>
        <dd className="text-fg">{networkName(quote.chainId)}</dd>
        <dt className="text-fg-muted">Rate</dt>
        <dd className="tabular-nums text-fg">1 ETH = {formatUsd(quote.ethUsd, true)}</dd>
      </dl>

      {problem === 'connect' ? (
        <Alert tone="warning" title="Connect a wallet to pay in crypto">
          Crypto purchases are paid from your own wallet. Use <strong>Connect Wallet</strong> in the navigation bar or{' '}
          <Link to={WALLET_HREF}>open your wallet</Link>, verify it, then come back to pay.
        </Alert>
      ) : problem === 'verify' ? (
        <Alert tone="warning" title="Verify your wallet first">
          Sign the verification message for {shortAddress(wallet.address!)} in <strong>Connect Wallet</strong> or on{' '}
          <Link to={WALLET_HREF}>your wallet page</Link>, so we can tell the payment is yours.
        </Alert>
      ) : problem === 'network' ? (
        <Alert tone="warning" title={`Switch your wallet to ${networkName(quote.chainId)}`}>
          Your wallet is on {networkName(wallet.chainId ?? 0)}; this payment is received on {networkName(quote.chainId)}
          .
        </Alert>
      ) : (
        <p className="text-sm text-fg-muted">
          Paying from {shortAddress(wallet.address!)}. Your VINO is credited once the transaction is confirmed on chain,
          and you will get an e-mail and a notification.
        </p>
      )}

      {phase.kind === 'sending' ? (
        <Alert tone="info">Confirm the transfer in your wallet…</Alert>
      ) : phase.kind === 'confirming' ? (
        <Alert tone="info" title="Waiting for confirmation…">
          Transaction <span className="break-all font-mono text-xs">{shortAddress(phase.txHash)}</span> is sent. This
          usually takes under a minute; keep this page open.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={onBack} disabled={busy}>
          Back
        </Button>
        {sentHash && phase.kind === 'idle' ? (
          <Button type="button" variant="gold" size="lg" onClick={() => void confirmOnServer(sentHash)}>
            Check again
          </Button>
        ) : (
          <Button
            type="button"
            variant="gold"
            size="lg"
            isLoading={busy}
            disabled={busy || problem !== null}
            onClick={() => void send()}
          >
            {confirmLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
