/**
 * VINO between the exchange balance and the investor's own wallets: a Withdraw form (amount, and a
 * destination chosen among their verified wallets) and the withdrawals and deposits with their
 * states. Without a VINO contract on this platform it says so and offers nothing.
 */
import { useState, type FormEvent } from 'react';
import { CreateWithdrawalSchema, type Withdrawal } from '../../../../contracts/chain';
import { useCreateWithdrawal } from '../../../api/chain/create-withdrawal';
import { useMyDeposits } from '../../../api/chain/find-my-deposits';
import { useMyWithdrawals } from '../../../api/chain/find-my-withdrawals';
import { useMyWallets } from '../../../api/wallet/find-my-wallets';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Select, TextField } from '../../../components/ui/form-field';
import { formatVino, shortAddress } from '../../../shared/wallet/format-wallet';
import { QueryState } from './query-state';

const STATE_LABEL: Record<Withdrawal['state'], [string, BadgeTone]> = {
  requested: ['Requested', 'info'],
  review: ['In review', 'warning'],
  broadcast: ['Sent, confirming', 'info'],
  confirmed: ['Confirmed', 'success'],
  failed: ['Failed, VINO returned', 'danger'],
  rejected: ['Rejected, VINO returned', 'danger'],
};

export function ChainBridgeCard({ isSignedIn }: { isSignedIn: boolean }) {
  const withdrawals = useMyWithdrawals(isSignedIn);
  const deposits = useMyDeposits(isSignedIn);
  if (!isSignedIn) return null;
  const notConfigured = withdrawals.data?.chainConfigured === false;

  return (
    <Card as="section" aria-labelledby="chain-bridge-heading">
      <CardTitle>
        <span id="chain-bridge-heading">Withdraw and deposit VINO</span>
      </CardTitle>
      <p className="mt-1 text-sm text-fg-muted">
        Move VINO from your exchange balance to one of your verified wallets, or send VINO from a verified wallet to the
        platform to credit your balance.
      </p>
      <div className="mt-4">
        {notConfigured ? (
          <Alert tone="info" title="No VINO contract configured on this network">
            Withdrawals and deposits are not available; your VINO stays on your exchange balance.
          </Alert>
        ) : (
          <>
            <QueryState
              isPending={withdrawals.isPending}
              error={withdrawals.error}
              onRetry={() => void withdrawals.refetch()}
              label="withdrawals"
            />
            {withdrawals.data ? (
              <div className="grid gap-6 lg:grid-cols-2">
                <WithdrawForm />
                <div className="space-y-6">
                  <WithdrawalList items={withdrawals.data.items} />
                  <section aria-labelledby="deposits-heading">
                    <h3 id="deposits-heading" className="text-base font-semibold text-fg">
                      Deposits
                    </h3>
                    <QueryState
                      isPending={deposits.isPending}
                      error={deposits.error}
                      onRetry={() => void deposits.refetch()}
                      label="deposits"
                    />
                    {deposits.data ? (
                      <>
                        {deposits.data.custodyAddress ? (
                          <p className="mt-1 text-sm text-fg-muted">
                            Send VINO from a verified wallet to{' '}
                            <span className="font-mono break-all">{deposits.data.custodyAddress}</span>; it is credited
                            once the block is confirmed.
                          </p>
                        ) : null}
                        {deposits.data.items.length === 0 ? (
                          <p className="mt-2 text-sm text-fg-muted">No deposits yet.</p>
                        ) : (
                          <ul className="mt-2 space-y-2">
                            {deposits.data.items.map((d) => (
                              <li
                                key={d.id}
                                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border px-3 py-2 text-sm"
                              >
                                <span className="font-mono tabular-nums">{formatVino(d.amount)} VINO</span>
                                <span className="text-fg-muted">from {shortAddress(d.fromAddress)}</span>
                                <Badge tone="success">Credited</Badge>
                              </li>
                            ))}
                          </ul>
                        )}
                      </>
                    ) : null}
                  </section>
                </div>
              </div>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}

function WithdrawalList({ items }: { items: Withdrawal[] }) {
  return (
    <section aria-labelledby="withdrawals-heading">
      <h3 id="withdrawals-heading" className="text-base font-semibold text-fg">
        Withdrawals
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">No withdrawals yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((w) => {
            const [label, tone] = STATE_LABEL[w.state];
            return (
              <li key={w.id} className="rounded-xl border border-border px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono tabular-nums">{formatVino(w.amount)} VINO</span>
                  <span className="text-fg-muted">to {shortAddress(w.destination)}</span>
                  <Badge tone={tone}>{label}</Badge>
                </div>
                {w.txHash ? <p className="mt-1 font-mono text-xs break-all text-fg-muted">{w.txHash}</p> : null}
                {w.failureReason ? <p className="mt-1 text-xs text-danger">{w.failureReason}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function WithdrawForm() {
  const wallets = useMyWallets();
  const create = useCreateWithdrawal();
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const verified = wallets.data?.wallets.filter((w) => w.verificationStatus === 'verified') ?? [];
  const chosen = destination || verified[0]?.address || '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateWithdrawalSchema.safeParse({ amount, destination: chosen });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    create.mutate(parsed.data, { onSuccess: () => setAmount('') });
  }

  if (wallets.isPending || wallets.error)
    return (
      <QueryState
        isPending={wallets.isPending}
        error={wallets.error}
        onRetry={() => void wallets.refetch()}
        label="your wallets"
      />
    );
  if (verified.length === 0)
    return (
      <Alert tone="info" title="Verify a wallet first">
        Withdrawals go only to a wallet you have verified. Connect your wallet and sign the verification message.
      </Alert>
    );
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="withdraw-heading" noValidate>
      <h3 id="withdraw-heading" className="text-base font-semibold text-fg">
        Withdraw
      </h3>
      <TextField
        label="Amount (VINO)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={fieldErrors['amount']}
        required
      />
      <Select
        label="To wallet"
        value={chosen}
        onChange={(e) => setDestination(e.target.value)}
        error={fieldErrors['destination']}
      >
        {verified.map((w) => (
          <option key={w.address} value={w.address}>
            {w.address}
          </option>
        ))}
      </Select>
      {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
      {create.isSuccess ? (
        <Alert tone="success">
          {create.data.state === 'review'
            ? 'Your withdrawal is above the review threshold and waits for our team to approve it.'
            : 'Your withdrawal was requested; it is sent to your wallet in a moment.'}
        </Alert>
      ) : null}
      <Button type="submit" variant="gold" isLoading={create.isPending}>
        Withdraw
      </Button>
    </form>
  );
}
