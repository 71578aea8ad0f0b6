import { useState, type FormEvent } from 'react';
import type { ReserveProof } from '../../../../contracts/reserve';
import { formatCentsUsd } from '../../../../domain/reserve/statement-age';
import type { AuditorKey } from '../../../../domain/reserve/reserve-cosignature';
import { verifyBottleProof } from '../../../../domain/reserve/verify-reserve';
import { useReserveProofLookup } from '../../../api/reserve/get-reserve-proof';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';

interface Checked {
  proof: ReserveProof;
  ok: boolean;
  detail: string;
  ms: number;
}

/** Looks a bottle up by serial and verifies its inclusion proof here, with WebCrypto and SHA-256. */
export function BottleLookup({ publicKey, auditors }: { publicKey: string; auditors: readonly AuditorKey[] }) {
  const [serial, setSerial] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const lookup = useReserveProofLookup();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(null);
    const proof = await lookup.mutateAsync(serial.trim()).catch(() => null);
    if (!proof) return;
    const started = performance.now();
    const result = await verifyBottleProof(proof, publicKey, auditors);
    setChecked({ proof, ...result, ms: performance.now() - started });
  };

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle as="h2">Check a bottle</CardTitle>
      <CardDescription>Enter the serial on a bottle's capsule label or in your redemption papers.</CardDescription>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Bottle serial"
          name="serial"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          placeholder="VN-13089882017-000001"
          autoComplete="off"
          spellCheck={false}
          required
          className="flex-1"
        />
        <Button type="submit" disabled={lookup.isPending || !serial.trim()}>
          {lookup.isPending ? 'Checking…' : 'Verify bottle'}
        </Button>
      </form>
      {lookup.isError ? (
        <Alert tone="error" title="Not found">
          No backing bottle has this serial in the latest statement.
        </Alert>
      ) : null}
      {checked ? (
        <Alert tone={checked.ok ? 'success' : 'error'} title={checked.ok ? 'Verified' : 'Not verified'}>
          <p>
            {checked.ok
              ? `${checked.proof.leaf.serial} is in statement ${checked.proof.statement.sequence}: its path of ${checked.proof.steps.length} hashes leads to the signed root and total (checked in ${checked.ms.toFixed(1)} ms).`
              : checked.detail}
          </p>
          <p className="mt-1 text-sm">
            Wine code {checked.proof.leaf.wine_code} · {checked.proof.leaf.facility} ·{' '}
            {formatCentsUsd(checked.proof.leaf.value_cents)}
          </p>
        </Alert>
      ) : null}
    </Card>
  );
}
