import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import {
  ReserveLeafSetSchema,
  ReserveProofSchema,
  ReservePublicKeySchema,
  ReserveSampleSchema,
  ReserveStatementSchema,
  ReserveStatementsSchema,
} from '../../src/contracts/reserve';
import { verifyBottleProof, verifyReserve } from '../../src/domain/reserve/verify-reserve';
import { tokenSupplyEvents } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { bottleRegister: true });
  // The first statement comes from the daily job, due as the app starts.
  await t.app.jobWorker.runDueJobs();
}, 120_000);
afterAll(() => t.close());

const json = async <T>(url: string, schema: { parse(v: unknown): T }) => {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
};

describe('signed reserve statements', () => {
  it('attests the seeded register: 62,620 bottles worth USD 51.2 m against 50 m VINO', async () => {
    const s = await json(apiPaths.reserve.latestStatement, ReserveStatementSchema);
    expect(s).toMatchObject({
      sequence: 1,
      bottle_count: 62_620,
      total_value_cents: '5120000000',
      supply_vino: '50000000.00000000',
      backing_ratio: '102.40',
      source: 'platform-appraisal',
    });
  });

  it('lets an outsider verify everything from the public endpoints alone', async () => {
    const { public_key } = await json(apiPaths.reserve.publicKey, ReservePublicKeySchema);
    const { statements } = await json(apiPaths.reserve.statements, ReserveStatementsSchema);
    const { leaves } = await json(apiPaths.reserve.leaves, ReserveLeafSetSchema);
    const result = await verifyReserve({ publicKeyHex: public_key, statements, leaves });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('proves one bottle, and a sample of 20, against the signed root', async () => {
    const { public_key } = await json(apiPaths.reserve.publicKey, ReservePublicKeySchema);
    const { leaves } = await json(apiPaths.reserve.leaves, ReserveLeafSetSchema);
    const serial = leaves[12_345]!.serial;
    const proof = await json(apiPaths.reserve.proof.replace(':serial', serial), ReserveProofSchema);
    expect(proof.leaf).toEqual(leaves[12_345]);
    expect(await verifyBottleProof(proof, public_key)).toEqual({ ok: true, detail: 'included in statement 1' });
    expect(JSON.stringify(proof.steps).length).toBeLessThan(2048);
    const { proofs } = await json(`${apiPaths.reserve.sample}?count=20`, ReserveSampleSchema);
    expect(new Set(proofs.map((p) => p.leaf.serial)).size).toBe(20);
    for (const p of proofs) expect((await verifyBottleProof(p, public_key)).ok).toBe(true);
    expect((await t.get(apiPaths.reserve.proof.replace(':serial', 'VN-NOPE'))).statusCode).toBe(404);
  });

  it('chains a new statement after a change and keeps the chain append-only', async () => {
    await t.db.insert(tokenSupplyEvents).values({ kind: 'mint', amount: '1000000', reason: 'test issuance' });
    await t.app.reserve.requestAttestation(t.db, 'test mint');
    await t.app.jobWorker.runDueJobs();
    const { statements } = await json(apiPaths.reserve.statements, ReserveStatementsSchema);
    expect(statements.map((s) => s.sequence)).toEqual([1, 2]);
    expect(statements[1]!.previous_hash).toBe(statements[0]!.hash);
    expect(statements[1]).toMatchObject({ supply_vino: '51000000.00000000', backing_ratio: '100.39' });
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (e: Error) => String(e.cause ?? e),
      );
    expect(
      await failure(t.db.execute(sql`update reserve_statements set backing_ratio = '999' where sequence = 1`)),
    ).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`delete from reserve_statements`))).toMatch(/append-only/);
  });
});
