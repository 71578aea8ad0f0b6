import { RESERVE_LEAF_SET_URL } from '../../../api/reserve/reserve-leaf-set-url';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';

/** For auditors: the full leaf set, the command-line verifier, and where the format is defined. */
export function VerifyYourself({ publicKey }: { publicKey: string }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle as="h2">Verify everything yourself</CardTitle>
      <CardDescription>
        Download every bottle's leaf, rebuild the tree and compare its root and total with the signed statement. The
        format (leaf and node hashing, the statement text, the signature) is published in the repository's ADR 012, so
        you can write your own verifier.
      </CardDescription>
      <div>
        <a href={RESERVE_LEAF_SET_URL} download className={buttonClasses('secondary')}>
          Download the leaf set (JSON)
        </a>
      </div>
      <pre className="overflow-x-auto rounded-xl border border-border bg-surface-2/70 p-4 text-sm text-fg">
        <code>npm run verify-reserve -- {origin || 'https://your-vino-host'}</code>
      </pre>
      <p className="break-all text-sm text-fg-muted">Check that the published key is {publicKey}.</p>
    </Card>
  );
}
