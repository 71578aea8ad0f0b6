/**
 * Blockchain settings → VINO contract: the compliance officer's view of the platform's own token
 * (read from the chain) and actions on it: pause or unpause every transfer; freeze or unfreeze an
 * address; add it to or remove it from the allow-list. Each action is confirmed first, waits until
 * the transaction is mined, and shows its hash. Without a contract configured it says so.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CHAIN_COMPLIANCE_MESSAGES,
  type ChainComplianceAction,
  type ChainComplianceStatus,
} from '../../../../contracts/chain-compliance';
import { useChainCompliance } from '../../../api/admin/get-chain-compliance';
import { useRunChainComplianceAction } from '../../../api/admin/run-chain-compliance-action';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';

type AddressAction = Extract<ChainComplianceAction, { address: string }>['action'];

const ADDRESS_ACTIONS: Record<AddressAction, string> = {
  allow: 'Add to allow-list',
  disallow: 'Remove from allow-list',
  freeze: 'Freeze',
  unfreeze: 'Unfreeze',
};
const ACTION_LABELS: Record<ChainComplianceAction['action'], string> = {
  ...ADDRESS_ACTIONS,
  pause: 'Pause transfers',
  unpause: 'Unpause transfers',
};
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function ChainCompliancePanel() {
  const query = useChainCompliance();
  return (
    <Card padding="md" className="mt-4">
      <section aria-labelledby="chain-compliance-heading" className="flex flex-col gap-4">
        <h3 id="chain-compliance-heading" className="text-lg font-semibold text-fg">
          VINO contract
        </h3>
        {query.isPending ? (
          <div role="status" aria-label="Loading the VINO contract" className="flex flex-col gap-2">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : query.isError ? (
          <LoadError
            title="The VINO contract could not be read"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.configured ? (
          <ConfiguredContract status={query.data} />
        ) : (
          <Alert tone="info">{CHAIN_COMPLIANCE_MESSAGES.notConfigured}</Alert>
        )}
      </section>
    </Card>
  );
}

function ConfiguredContract({ status }: { status: Extract<ChainComplianceStatus, { configured: true }> }) {
  const run = useRunChainComplianceAction();
  const [pending, setPending] = useState<ChainComplianceAction | null>(null);
  const [addressAction, setAddressAction] = useState<AddressAction>('freeze');
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>();
  const statement = status.latest_statement;

  function onAddressSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = address.trim();
    if (!ADDRESS.test(trimmed)) {
      setAddressError('Enter an Ethereum address: 0x and 40 hex digits.');
      return;
    }
    setAddressError(undefined);
    setPending({ action: addressAction, address: trimmed });
  }

  function onConfirm() {
    if (!pending) return;
    run.mutate(pending, { onSettled: () => setPending(null) });
  }

  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label="Transfers">
          {status.paused ? <Badge tone="danger">Paused</Badge> : <Badge tone="success">Active</Badge>}
        </Fact>
        <Fact label="Chain id">{status.chain_id}</Fact>
        <Fact label="Token" mono>
          {status.token}
        </Fact>
        <Fact label="Reserve attestation" mono>
          {status.attestation}
        </Fact>
        <Fact label="Custody address" mono>
          {status.custody}
        </Fact>
        <Fact label="Total supply on chain">{status.total_supply} VINO</Fact>
        <Fact label="Custody balance">{status.custody_balance} VINO</Fact>
        <Fact label="Latest published statement">
          {statement
            ? `#${statement.sequence}, $${statement.total_value_usd}, ${new Date(statement.attested_at).toLocaleString()}`
            : 'None published'}
        </Fact>
        <Fact label="Maximum statement age">{status.max_statement_age_seconds / 3600} hours</Fact>
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button
          variant={status.paused ? 'secondary' : 'danger'}
          onClick={() => setPending({ action: status.paused ? 'unpause' : 'pause' })}
          disabled={run.isPending}
        >
          {status.paused ? ACTION_LABELS.unpause : ACTION_LABELS.pause}
        </Button>
      </div>

      <form onSubmit={onAddressSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Address"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder="0x…"
          error={addressError}
          autoComplete="off"
          spellCheck={false}
          containerClassName="sm:flex-1"
        />
        <Select
          label="Action"
          value={addressAction}
          onChange={(e) => setAddressAction(e.target.value as AddressAction)}
        >
          {Object.entries(ADDRESS_ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary" disabled={run.isPending}>
          Send
        </Button>
      </form>

      {run.isSuccess ? (
        <Alert tone="success" title={`${ACTION_LABELS[run.data.action]}: confirmed in block ${run.data.block_number}`}>
          <span className="font-mono break-all">Transaction {run.data.tx_hash}</span>
        </Alert>
      ) : run.isError ? (
        <Alert tone="error" title="Not changed">
          {run.error.message}
        </Alert>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={onConfirm}
        isPending={run.isPending}
        title={pending ? ACTION_LABELS[pending.action] : ''}
        description={
          pending && 'address' in pending
            ? `Send this change for ${pending.address} to the VINO contract? It is signed with the platform key and recorded in the audit log.`
            : 'Send this change to the VINO contract? It is signed with the platform key and recorded in the audit log.'
        }
        confirmLabel="Send transaction"
      />
    </>
  );
}

function Fact({ label, mono, children }: { label: string; mono?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-fg-muted">{label}</dt>
      <dd className={mono ? 'font-mono break-all text-fg' : 'text-fg'}>{children}</dd>
    </div>
  );
}
