import { useReservePublicKey } from '../../api/reserve/get-reserve-public-key';
import { useReserveStatements } from '../../api/reserve/get-reserve-statements';
import { LoadError } from '../../components/ui/load-error';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { BottleLookup } from './components/bottle-lookup';
import { RatioHistory } from './components/ratio-history';
import { SampleCheck } from './components/sample-check';
import { StatementSummary } from './components/statement-summary';
import { VerifyYourself } from './components/verify-yourself';

/** Public "Proof of reserve": the latest signed statement and checks that run in the visitor's browser. */
export default function ProofOfReservePage() {
  useDocumentMeta(
    'Proof of reserve — VINO',
    'Every VINO is backed by wine in a vault, bottle by bottle: signed reserve statements you can verify in your browser.',
  );
  const statements = useReserveStatements();
  const key = useReservePublicKey();
  const list = statements.data?.statements ?? [];
  const latest = list.at(-1);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Transparency</p>
        <h1 className="max-w-3xl text-4xl font-semibold text-fg sm:text-5xl">Proof of reserve</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          Every bottle backing VINO is in a signed Merkle-sum tree. Check any bottle, or a random sample, right here:
          your browser verifies the signature and the path to the signed total itself.
        </p>
      </header>

      {statements.isError || key.isError ? (
        <LoadError
          title="The reserve statement could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void Promise.all([statements.refetch(), key.refetch()])}
        />
      ) : statements.isPending || key.isPending ? (
        <p role="status" className="text-fg-muted">
          Loading the latest statement…
        </p>
      ) : !latest ? (
        <p role="status" className="text-fg-muted">
          No reserve statement has been signed yet. The first is signed within a minute of the platform starting.
        </p>
      ) : (
        <>
          <StatementSummary statement={latest} keys={key.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <BottleLookup publicKey={key.data.public_key} auditors={key.data.auditors} />
            <SampleCheck publicKey={key.data.public_key} auditors={key.data.auditors} />
          </div>
          <RatioHistory statements={list} />
          <VerifyYourself publicKey={key.data.public_key} />
        </>
      )}
    </div>
  );
}
