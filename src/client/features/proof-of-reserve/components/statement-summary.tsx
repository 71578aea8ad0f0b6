import { useEffect, useState } from 'react';
import type { ReservePublicKey, ReserveStatementWire } from '../../../../contracts/reserve';
import { cosignatureProblem } from '../../../../domain/reserve/reserve-cosignature';
import { verifyStatementSignature } from '../../../../domain/reserve/reserve-statement';
import { describeAge } from '../../../../domain/reserve/statement-age';
import { statementFromWire } from '../../../../domain/reserve/reserve-wire';
import { Badge } from '../../../components/ui/badge';
import { StatTile } from '../../../components/ui/stat-tile';

const SOURCE_LABELS: Record<string, string> = { 'platform-appraisal': "The platform's appraisal" };

type Check = 'checking' | 'valid' | 'invalid';

/** Both checks run here: the platform's signature, and every auditor co-signature against the published keys. */
async function checkStatement(statement: ReserveStatementWire, keys: ReservePublicKey) {
  const signature =
    statement.public_key === keys.public_key &&
    (await verifyStatementSignature(statementFromWire(statement), statement.signature, keys.public_key));
  const problems = await Promise.all(statement.cosignatures.map((c) => cosignatureProblem(statement, c, keys.auditors)));
  return {
    signature: (signature ? 'valid' : 'invalid') as Check,
    cosignatures: (problems.every((p) => p === null) ? 'valid' : 'invalid') as Check,
  };
}

/**
 * The latest statement's figures, its age and source (the platform's appraisal, or the auditors whose
 * co-signatures verify), and its signatures checked in this browser.
 */
export function StatementSummary({ statement, keys }: { statement: ReserveStatementWire; keys: ReservePublicKey }) {
  const [checks, setChecks] = useState<{ signature: Check; cosignatures: Check }>({
    signature: 'checking',
    cosignatures: 'checking',
  });
  useEffect(() => {
    let live = true;
    void checkStatement(statement, keys).then((result) => live && setChecks(result));
    return () => {
      live = false;
    };
  }, [statement, keys]);
  const signature = checks.signature;
  const publicKey = keys.public_key;
  const auditors = statement.cosignatures.map((c) => c.auditor).join(', ');
  const audited = statement.cosignatures.length > 0 && checks.cosignatures === 'valid';
  const age = describeAge(Date.now() - Date.parse(statement.issued_at));

  return (
    <section aria-labelledby="latest-statement" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="latest-statement" className="text-2xl font-semibold text-fg">
          Statement {statement.sequence}
        </h2>
        {signature === 'valid' ? (
          <Badge tone="success">Signature verified in your browser</Badge>
        ) : signature === 'invalid' ? (
          <Badge tone="danger">Signature does not verify</Badge>
        ) : (
          <Badge tone="neutral">Checking signature…</Badge>
        )}
        {statement.cosignatures.length === 0 ? null : audited ? (
          <Badge tone="success">Co-signed by {auditors}</Badge>
        ) : checks.cosignatures === 'invalid' ? (
          <Badge tone="danger">Auditor co-signature does not verify</Badge>
        ) : null}
      </div>
      <p className="text-fg-muted">
        Signed {age} ago ({new Date(statement.issued_at).toUTCString()}). Source:{' '}
        {audited
          ? `an auditor's signature (${auditors}), checked in your browser against the published auditor key`
          : (SOURCE_LABELS[statement.source] ?? statement.source)}
        .
      </p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label="Backing ratio">
          {statement.backing_ratio === 'none' ? '—' : `${statement.backing_ratio}%`}
        </StatTile>
        <StatTile label="Attested reserve value">
          {`$${Number(statement.total_value_cents.slice(0, -2) || '0').toLocaleString('en-US')}`}
        </StatTile>
        <StatTile label="Bottles in the tree">{statement.bottle_count.toLocaleString('en-US')}</StatTile>
        <StatTile label="VINO in circulation">
          {Number(statement.supply_vino.split('.')[0]).toLocaleString('en-US')}
        </StatTile>
      </dl>
      <dl className="grid gap-2 rounded-2xl border border-border bg-surface/60 p-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-fg-muted">Merkle root</dt>
        <dd className="break-all font-mono text-fg">{statement.root}</dd>
        <dt className="text-fg-muted">Previous statement</dt>
        <dd className="break-all font-mono text-fg">{statement.previous_hash}</dd>
        <dt className="text-fg-muted">Signing key (Ed25519)</dt>
        <dd className="break-all font-mono text-fg">{publicKey}</dd>
      </dl>
    </section>
  );
}
