import { useState } from 'react';
import type { AuditorKey } from '../../../../domain/reserve/reserve-cosignature';
import { verifyBottleProof } from '../../../../domain/reserve/verify-reserve';
import { useReserveSample } from '../../../api/reserve/get-reserve-sample';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';

const SAMPLE_SIZE = 20;

/** Asks for 20 bottles picked at random and verifies every proof in this browser. */
export function SampleCheck({ publicKey, auditors }: { publicKey: string; auditors: readonly AuditorKey[] }) {
  const sample = useReserveSample();
  const [result, setResult] = useState<{ verified: number; failed: string[]; ms: number } | null>(null);

  const onCheck = async () => {
    setResult(null);
    const { proofs } = await sample.mutateAsync(SAMPLE_SIZE);
    const started = performance.now();
    const outcomes = await Promise.all(proofs.map((p) => verifyBottleProof(p, publicKey, auditors)));
    const failed = proofs.filter((_, i) => !outcomes[i]!.ok).map((p) => p.leaf.serial);
    setResult({ verified: proofs.length - failed.length, failed, ms: performance.now() - started });
  };

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle as="h2">Check a random sample</CardTitle>
      <CardDescription>
        Twenty bottles picked at random from the whole register, each proof checked against the signed root and total.
      </CardDescription>
      <div>
        <Button variant="secondary" onClick={() => void onCheck()} disabled={sample.isPending}>
          {sample.isPending ? 'Checking…' : `Verify a random sample of ${SAMPLE_SIZE}`}
        </Button>
      </div>
      {sample.isError ? (
        <Alert tone="error" title="The sample could not be loaded">
          Try again in a moment.
        </Alert>
      ) : null}
      {result ? (
        <Alert
          tone={result.failed.length ? 'error' : 'success'}
          title={`${result.verified} of ${result.verified + result.failed.length} bottles verified`}
        >
          {result.failed.length
            ? `These did not verify: ${result.failed.join(', ')}.`
            : `All proofs lead to the signed root (${result.ms.toFixed(0)} ms in your browser).`}
        </Alert>
      ) : null}
    </Card>
  );
}
