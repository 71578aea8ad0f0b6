/**
 * npm run verify-reserve -- <url>: checks a VINO reserve from its public endpoints alone, with the
 * same small verifier the browser uses (src/domain/reserve, ADR 012) and no server code. Exits 1 on
 * any mismatch, saying which check failed.
 */
import { apiPaths } from '../src/contracts/api-paths';
import { ReserveLeafSetSchema, ReservePublicKeySchema, ReserveStatementsSchema } from '../src/contracts/reserve';
import { verifyReserve } from '../src/domain/reserve/verify-reserve';

async function getJson<T>(base: string, path: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return schema.parse(await res.json());
}

async function main(): Promise<number> {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: npm run verify-reserve -- <url>   (e.g. http://localhost:3000)');
    return 2;
  }
  const started = performance.now();
  const [{ public_key, auditors }, { statements }, leafSet] = await Promise.all([
    getJson(base, apiPaths.reserve.publicKey, ReservePublicKeySchema),
    getJson(base, apiPaths.reserve.statements, ReserveStatementsSchema),
    getJson(base, apiPaths.reserve.leaves, ReserveLeafSetSchema),
  ]);
  const latest = statements.at(-1);
  if (latest && leafSet.statement_sequence !== latest.sequence)
    console.warn(`note: the leaf set is of statement ${leafSet.statement_sequence}, the latest is ${latest.sequence}`);
  const result = await verifyReserve({ publicKeyHex: public_key, auditors, statements, leaves: leafSet.leaves });
  for (const check of result.checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  if (latest)
    console.log(
      `statement ${latest.sequence} of ${latest.issued_at}: ${latest.bottle_count} bottles, USD ${latest.total_value_cents.replace(/(\d\d)$/, '.$1')}, ` +
        `${latest.supply_vino} VINO, backing ${latest.backing_ratio} %, key ${public_key}`,
    );
  console.log(`${result.ok ? 'verified' : 'NOT VERIFIED'} in ${Math.round(performance.now() - started)} ms`);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`verify-reserve: ${(error as Error).message}`);
    process.exit(1);
  },
);
