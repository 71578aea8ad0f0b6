/**
 * An auditor's offline co-signing tool (ADR 012), with the same small verifier module as
 * `npm run verify-reserve` and no server code:
 *
 *   npm run cosign-reserve -- new-key                          a new Ed25519 seed and its public key
 *   npm run cosign-reserve -- <statement.json|url> <seed-file> co-sign one statement
 *
 * The statement is a file holding one statement as the API publishes it, or a URL of one (e.g.
 * …/api/v1/reserve/statements/latest). Its hash and the platform's signature are checked first, then
 * its canonical text is shown and signed; the output is the body an admin posts to
 * POST /api/v1/admin/reserve/statements/<sequence>/cosignatures. The seed never leaves this machine.
 */
import { readFileSync } from 'node:fs';
import { ReserveStatementSchema } from '../src/contracts/reserve';
import { importEd25519Seed } from '../src/domain/reserve/ed25519-seed';
import { toHex } from '../src/domain/reserve/reserve-bytes';
import { cosignStatement } from '../src/domain/reserve/reserve-cosignature';
import { canonicalStatement, statementHashHex, verifyStatementSignature } from '../src/domain/reserve/reserve-statement';
import { statementFromWire } from '../src/domain/reserve/reserve-wire';

const USAGE = 'usage: npm run cosign-reserve -- new-key | <statement.json|url> <seed-file>';

async function readStatement(source: string) {
  const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : readFileSync(source, 'utf8');
  return ReserveStatementSchema.parse(JSON.parse(text));
}

async function main(): Promise<number> {
  const [first, seedFile] = process.argv.slice(2);
  if (first === 'new-key') {
    const seed = toHex(crypto.getRandomValues(new Uint8Array(32)));
    const { publicKeyHex } = await importEd25519Seed(seed);
    console.log(`seed (keep secret, e.g. in a file only you can read): ${seed}`);
    console.log(`public key (give it to the platform for RESERVE_AUDITOR_PUBLIC_KEYS): ${publicKeyHex}`);
    return 0;
  }
  if (!first || !seedFile) {
    console.error(USAGE);
    return 2;
  }
  const wire = await readStatement(first);
  const statement = statementFromWire(wire);
  if (statementHashHex(statement) !== wire.hash) throw new Error('the statement hash does not match its fields');
  if (!(await verifyStatementSignature(statement, wire.signature, wire.public_key)))
    throw new Error("the platform's signature does not verify");
  const auditor = await importEd25519Seed(readFileSync(seedFile, 'utf8').trim());
  console.error(`Signing these bytes (statement ${wire.sequence}, hash ${wire.hash}):\n\n${canonicalStatement(statement)}\n`);
  console.error(`Post the line below to /api/v1/admin/reserve/statements/${wire.sequence}/cosignatures (as an admin).`);
  const signature = await cosignStatement(wire, auditor.privateKey);
  console.log(JSON.stringify({ public_key: auditor.publicKeyHex, signature }));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`cosign-reserve: ${(error as Error).message}`);
    process.exit(1);
  },
);
