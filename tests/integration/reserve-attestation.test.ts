import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
import { importEd25519Seed, type Ed25519Signer } from '../../src/domain/reserve/ed25519-seed';
import { cosignStatement } from '../../src/domain/reserve/reserve-cosignature';
import { verifyBottleProof, verifyReserve } from '../../src/domain/reserve/verify-reserve';
import { ReserveProposalListSchema, ReserveProposalSchema } from '../../src/contracts/reserve-admin';
import { auditLog, reserveBottles, systemAlerts, tokenSupplyEvents, wineAssets } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
/** The outside auditor: the platform knows only its public key (RESERVE_AUDITOR_PUBLIC_KEYS). */
let auditor: Ed25519Signer;
beforeAll(async () => {
  auditor = await importEd25519Seed('a1'.repeat(32));
  t = await createTestApp(
    { RESERVE_AUDITOR_PUBLIC_KEYS: `Acme Audit LLP=${auditor.publicKeyHex}` },
    { bottleRegister: true },
  );
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
    // /api/v1/reserves publishes the statement's figures, with its age, not the live tables'.
    const reserves = (await t.get(apiPaths.reserves)).json();
    expect(reserves).toMatchObject({
      basis: 'attested',
      backing_ratio: '102.4',
      reserve_value_usd: '51200000.00',
      circulating_supply: '50000000',
      bottle_count: 62_620,
      last_updated: s.issued_at,
    });
    expect(reserves.attestation).toEqual({
      sequence: 1,
      issued_at: s.issued_at,
      age_seconds: expect.any(Number),
      source: 'platform-appraisal',
      reserve_value_usd: '51200000.00',
      backing_ratio: '102.40',
    });
    expect(reserves.attestation.age_seconds).toBeLessThan(600);
  });

  it('lets an outsider verify everything from the public endpoints alone', async () => {
    const { public_key, auditors } = await json(apiPaths.reserve.publicKey, ReservePublicKeySchema);
    expect(auditors).toEqual([{ name: 'Acme Audit LLP', public_key: auditor.publicKeyHex }]);
    const { statements } = await json(apiPaths.reserve.statements, ReserveStatementsSchema);
    const { leaves } = await json(apiPaths.reserve.leaves, ReserveLeafSetSchema);
    const result = await verifyReserve({ publicKeyHex: public_key, auditors, statements, leaves });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('proves one bottle, and a sample of 20, against the signed root', async () => {
    const { public_key } = await json(apiPaths.reserve.publicKey, ReservePublicKeySchema);
    const { leaves } = await json(apiPaths.reserve.leaves, ReserveLeafSetSchema);
    const serial = leaves[12_345]!.serial;
    const proof = await json(apiPaths.reserve.proof.replace(':serial', serial), ReserveProofSchema);
    expect(proof.leaf).toEqual(leaves[12_345]);
    expect(await verifyBottleProof(proof, public_key, [])).toEqual({ ok: true, detail: 'included in statement 1' });
    expect(JSON.stringify(proof.steps).length).toBeLessThan(2048);
    const { proofs } = await json(`${apiPaths.reserve.sample}?count=20`, ReserveSampleSchema);
    expect(new Set(proofs.map((p) => p.leaf.serial)).size).toBe(20);
    for (const p of proofs) expect((await verifyBottleProof(p, public_key, [])).ok).toBe(true);
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

describe("an auditor's co-signature", () => {
  const cosignaturesOf = (sequence: number) =>
    apiPaths.reserve.adminCosignatures.replace(':sequence', String(sequence));

  it('is accepted from an admin when it verifies by a published auditor key, and published with the statement', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const latest = await json(apiPaths.reserve.latestStatement, ReserveStatementSchema);
    expect(latest.cosignatures).toEqual([]);
    const body = { public_key: auditor.publicKeyHex, signature: await cosignStatement(latest, auditor.privateKey) };
    const added = await t.post(cosignaturesOf(latest.sequence), body, admin.cookie);
    expect(added.statusCode, added.body).toBe(201);
    const cosignature = {
      auditor: 'Acme Audit LLP',
      public_key: auditor.publicKeyHex,
      signature: body.signature,
      added_at: expect.any(String),
    };
    expect(ReserveStatementSchema.parse(added.json()).cosignatures).toEqual([cosignature]);
    // The statement's own bytes, hash and signature are untouched; the co-signature rides beside them.
    const published = await json(apiPaths.reserve.latestStatement, ReserveStatementSchema);
    expect(published).toEqual({ ...latest, cosignatures: [cosignature] });
    const { statements } = await json(apiPaths.reserve.statements, ReserveStatementsSchema);
    expect(statements.at(-1)!.cosignatures).toEqual([cosignature]);
    const proof = await json(`${apiPaths.reserve.sample}?count=1`, ReserveSampleSchema);
    expect(proof.proofs[0]!.statement.cosignatures).toEqual([cosignature]);
    const { public_key, auditors } = await json(apiPaths.reserve.publicKey, ReservePublicKeySchema);
    expect(await verifyBottleProof(proof.proofs[0]!, public_key, auditors)).toMatchObject({ ok: true });
    const { leaves } = await json(apiPaths.reserve.leaves, ReserveLeafSetSchema);
    const result = await verifyReserve({ publicKeyHex: public_key, auditors, statements, leaves });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    const [audit] = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'reserve_statement'), eq(auditLog.entityId, String(latest.sequence))));
    expect(audit).toEqual({ action: 'reserve.statement.cosign', actor: admin.user.id });
    // Once per auditor and statement.
    expect((await t.post(cosignaturesOf(latest.sequence), body, admin.cookie)).json()).toMatchObject({
      error: { code: 'ALREADY_COSIGNED' },
    });
  });

  it('refuses a forged co-signature, an unpublished key, a missing statement and anyone but an admin', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const member = await signedInUser(t);
    const first = (await json(apiPaths.reserve.statements, ReserveStatementsSchema)).statements[0]!;
    const genuine = await cosignStatement(first, auditor.privateKey);
    const forged = { public_key: auditor.publicKeyHex, signature: genuine.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const refusal = async (sequence: number, body: object, cookie?: string) => {
      const res = await t.post(cosignaturesOf(sequence), body, cookie);
      return [res.statusCode, (res.json() as { error?: { code: string } }).error?.code];
    };
    expect(await refusal(first.sequence, forged, admin.cookie)).toEqual([422, 'INVALID_COSIGNATURE']);
    const stranger = await importEd25519Seed('b2'.repeat(32));
    const byStranger = { public_key: stranger.publicKeyHex, signature: await cosignStatement(first, stranger.privateKey) };
    expect(await refusal(first.sequence, byStranger, admin.cookie)).toEqual([422, 'UNKNOWN_AUDITOR']);
    expect(await refusal(999, { public_key: auditor.publicKeyHex, signature: genuine }, admin.cookie)).toEqual([
      404,
      'NO_RESERVE_STATEMENT',
    ]);
    const good = { public_key: auditor.publicKeyHex, signature: genuine };
    expect((await refusal(first.sequence, good, member.cookie))[0]).toBe(403);
    expect((await refusal(first.sequence, good))[0]).toBe(401);
    expect((await refusal(first.sequence, { ...good, auditor: 'Acme' }, admin.cookie))[0]).toBe(400);
    const statements = (await json(apiPaths.reserve.statements, ReserveStatementsSchema)).statements;
    expect(statements[0]!.cosignatures.map((c) => c.signature)).not.toContain(forged.signature);
  });
});

describe('four eyes on the reserve', () => {
  let alice: string;
  let bob: string;
  let aliceName: string;
  let bobName: string;
  let assetId: string;
  let serials: string[];
  beforeAll(async () => {
    const a = await signedInUser(t, { role: 'admin' });
    const b = await signedInUser(t, { role: 'admin' });
    [alice, bob, aliceName, bobName] = [a.cookie, b.cookie, a.user.name, b.user.name];
    [{ id: assetId }] = (await t.db
      .select({ id: wineAssets.id })
      .from(wineAssets)
      .where(eq(wineAssets.slug, 'chateau-margaux-2015'))) as [{ id: string }];
    serials = (
      await t.db
        .select({ serial: reserveBottles.serial })
        .from(reserveBottles)
        .where(eq(reserveBottles.wineAssetId, assetId))
        .orderBy(asc(reserveBottles.serial))
    ).map((r) => r.serial);
  });
  const heldValue = async () => {
    const result = (await t.db.execute(
      sql`select coalesce(sum(value_usd), 0)::text as v, count(*)::int as n from reserve_bottles where wine_asset_id = ${assetId} and state in ('in_bond', 'reserved')`,
    )) as unknown as { rows: { v: string; n: number }[] };
    return result.rows[0]!;
  };

  it('moves nothing until another admin approves; the proposer cannot approve', async () => {
    const before = await heldValue();
    const created = await t.post(
      apiPaths.reserve.adminProposals,
      { kind: 'appraisal', wine_asset_id: assetId, value_usd_per_bottle: '1200.00' },
      alice,
    );
    expect(created.statusCode, created.body).toBe(201);
    const proposal = ReserveProposalSchema.parse(created.json());
    expect(proposal).toMatchObject({ status: 'pending', can_decide: false, wine_asset_name: 'Château Margaux 2015' });
    const pending = ReserveProposalListSchema.parse((await t.get(apiPaths.reserve.adminProposals, bob)).json());
    expect(pending.proposals.map((p) => p.id)).toContain(proposal.id);
    // The list says who may decide: the other admin, never the proposer.
    const listed = (cookie: string) =>
      t
        .get(apiPaths.reserve.adminProposals, cookie)
        .then((r) => ReserveProposalListSchema.parse(r.json()).proposals.find((p) => p.id === proposal.id)!);
    expect((await listed(bob)).can_decide).toBe(true);
    expect(await listed(alice)).toMatchObject({ can_decide: false, proposed_by_name: aliceName, decided_by: null });
    expect(await heldValue()).toEqual(before);

    const own = await t.post(apiPaths.reserve.adminApprove.replace(':id', proposal.id), {}, alice);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { code: 'FOUR_EYES' } });
    expect(await heldValue()).toEqual(before);

    const approved = await t.post(apiPaths.reserve.adminApprove.replace(':id', proposal.id), {}, bob);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await heldValue()).toEqual({ v: String(1200 * before.n) + '.00', n: before.n });
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, proposal.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['reserve.proposal.approve', 'reserve.proposal.create']);
    expect((await t.post(apiPaths.reserve.adminApprove.replace(':id', proposal.id), {}, bob)).statusCode).toBe(409);
    // Decided: gone from the pending list, first in the history with both names.
    expect((await listed(bob)) ?? null).toBeNull();
    const history = ReserveProposalListSchema.parse((await t.get(apiPaths.reserve.adminProposalHistory, alice)).json());
    expect(history.proposals[0]).toMatchObject({
      id: proposal.id,
      status: 'approved',
      proposed_by_name: aliceName,
      decided_by_name: bobName,
      can_decide: false,
    });
    expect((await t.get(apiPaths.reserve.adminProposalHistory)).statusCode).toBe(401);

    await t.app.jobWorker.runDueJobs();
    const latest = ReserveStatementSchema.parse((await t.get(apiPaths.reserve.latestStatement)).json());
    expect(latest.total_value_cents).toBe(String(5_120_000_000 + 50 * 4000 * 100));
  });

  it('reconciles a manifest: missing, extra and moved bottles raise a compliance alert', async () => {
    const rows = serials
      .slice(2)
      .map(
        (s, i) => `${s},1308988-2015-06-00750,${i === 0 ? 'napa-cave-vault' : 'bordeaux-cellar-vault'},C1,excellent`,
      );
    const [{ wineCode }] = (await t.db
      .select({ wineCode: reserveBottles.wineCode })
      .from(reserveBottles)
      .where(eq(reserveBottles.serial, serials[0]!))) as [{ wineCode: string }];
    const csv = [
      'serial,wine_code,facility,lot,condition',
      ...rows.map((r) => r.replace('1308988-2015-06-00750', wineCode)),
      'VN-UNKNOWN-1,' + wineCode + ',bordeaux-cellar-vault,C1,excellent',
    ].join('\n');
    const res = await t.post(
      apiPaths.reserve.adminProposals,
      { kind: 'manifest_import', wine_asset_id: assetId, csv },
      alice,
    );
    expect(res.statusCode, res.body).toBe(201);
    const proposal = ReserveProposalSchema.parse(res.json());
    expect(proposal.reconciliation).toEqual({
      missing: serials.slice(0, 2),
      extra: ['VN-UNKNOWN-1'],
      moved: [{ serial: serials[2], from: 'bordeaux-cellar-vault', to: 'napa-cave-vault' }],
      mislabelled: [],
    });
    const alerts = await t.db.select().from(systemAlerts).where(eq(systemAlerts.rule, 'reserve_manifest_mismatch'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'compliance', resolved: false });

    expect((await t.post(apiPaths.reserve.adminApprove.replace(':id', proposal.id), {}, bob)).statusCode).toBe(200);
    const states = await t.db
      .select({ serial: reserveBottles.serial, state: reserveBottles.state, facility: reserveBottles.facility })
      .from(reserveBottles)
      .where(and(eq(reserveBottles.wineAssetId, assetId)))
      .orderBy(asc(reserveBottles.serial))
      .limit(3);
    expect(states.map((s) => [s.state, s.facility])).toEqual([
      ['written_off', 'bordeaux-cellar-vault'],
      ['written_off', 'bordeaux-cellar-vault'],
      ['in_bond', 'napa-cave-vault'],
    ]);
  });

  it('releases named bottles for a redemption, audited, and refuses bottles no longer held', async () => {
    const res = await t.post(
      apiPaths.reserve.adminReleases,
      { wine_asset_id: assetId, serials: [serials[3]], redemption_reference: 'R-1' },
      alice,
    );
    expect(res.json()).toEqual({ released: 1 });
    const again = await t.post(
      apiPaths.reserve.adminReleases,
      { wine_asset_id: assetId, serials: [serials[3]], redemption_reference: 'R-1' },
      alice,
    );
    expect(again.statusCode).toBe(409);
    expect(
      (
        await t.post(apiPaths.reserve.adminReleases, {
          wine_asset_id: assetId,
          serials: [serials[4]],
          redemption_reference: 'R-2',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('secure mint', () => {
  it('allows a mint the attested value covers, refuses one above it and pauses on a stale statement, with an alert', async () => {
    await t.app.jobWorker.runDueJobs();
    const latest = ReserveStatementSchema.parse((await t.get(apiPaths.reserve.latestStatement)).json());
    const headroomVino = (BigInt(latest.total_value_cents) / 100n - 51_000_000n).toString();
    await expect(t.app.reserve.assertMintAllowed(t.db, headroomVino)).resolves.toBeUndefined();
    await expect(t.app.reserve.assertMintAllowed(t.db, `${headroomVino}.00000001`)).rejects.toMatchObject({
      code: 'MINT_PAUSED',
    });
    const alerts = await t.db.select().from(systemAlerts).where(eq(systemAlerts.rule, 'reserve_secure_mint'));
    expect(alerts.map((a) => a.dedupKey)).toEqual(['reserve-secure-mint:SUPPLY_ABOVE_RESERVE']);
    t.app.clock.advance(49 * 3_600_000);
    try {
      await expect(t.app.reserve.assertMintAllowed(t.db, '1')).rejects.toMatchObject({ code: 'MINT_PAUSED' });
    } finally {
      t.app.clock.reset();
    }
    // The maximum age is the admin setting blockchain.maxReserveStatementAgeHours (48 by default).
    await t.app.market.context.settings.update('blockchain', { maxReserveStatementAgeHours: 72 }, { userId: null });
    t.app.clock.advance(49 * 3_600_000);
    try {
      await expect(t.app.reserve.assertMintAllowed(t.db, '1')).resolves.toBeUndefined();
    } finally {
      t.app.clock.reset();
      await t.app.market.context.settings.update('blockchain', { maxReserveStatementAgeHours: 48 }, { userId: null });
    }
    const paused = await t.db.select().from(systemAlerts).where(eq(systemAlerts.rule, 'reserve_secure_mint'));
    expect(paused.map((a) => a.dedupKey).sort()).toEqual([
      'reserve-secure-mint:STATEMENT_STALE',
      'reserve-secure-mint:SUPPLY_ABOVE_RESERVE',
    ]);
  });
});

describe('tokenisation through the secure mint', () => {
  it('is a four-eyes proposal whose approval mints only when a fresh statement covers the supply after it', async () => {
    const alice = (await signedInUser(t, { role: 'admin' })).cookie;
    const bob = (await signedInUser(t, { role: 'admin' })).cookie;
    const [asset] = await t.db
      .select()
      .from(wineAssets)
      .where(and(eq(wineAssets.tokenized, false), isNull(wineAssets.retiredAt)))
      .limit(1);
    if (!asset) throw new Error('the seed has an untokenized asset');
    const tokens = BigInt(asset.bottleCount) * BigInt(Math.round(Number(asset.currentValue) * 100));
    const created = await t.post(
      apiPaths.reserve.adminProposals,
      { kind: 'tokenisation', wine_asset_id: asset.id },
      alice,
    );
    expect(created.statusCode, created.body).toBe(201);
    const proposal = ReserveProposalSchema.parse(created.json());
    expect(proposal.summary).toMatch(/^Tokenise \d+ bottle\(s\) of .+: mint [\d.]+ VINO$/);
    const approve = () => t.post(apiPaths.reserve.adminApprove.replace(':id', proposal.id), {}, bob);
    const mints = () => t.db.select().from(tokenSupplyEvents).where(eq(tokenSupplyEvents.wineAssetId, asset.id));
    const supplyCents = async () => {
      const r = (await t.db.execute(
        sql`select (coalesce(sum(case when kind = 'mint' then amount else -amount end), 0) * 100)::numeric(30,0)::text as c from token_supply_events`,
      )) as unknown as { rows: { c: string }[] };
      return BigInt(r.rows[0]!.c);
    };
    const adjustSupplyTo = async (cents: bigint) => {
      const delta = cents - (await supplyCents());
      const amount = (delta < 0n ? -delta : delta).toString();
      await t.db.insert(tokenSupplyEvents).values({
        kind: delta < 0n ? 'burn' : 'mint',
        amount: `${amount.slice(0, -2) || '0'}.${amount.slice(-2).padStart(2, '0')}`,
        reason: 'test supply adjustment',
      });
    };

    await t.app.jobWorker.runDueJobs();
    const latest = ReserveStatementSchema.parse((await t.get(apiPaths.reserve.latestStatement)).json());
    const valueCents = BigInt(latest.total_value_cents);

    // One cent of VINO too many once the asset's tokens are added: refused, nothing minted.
    await adjustSupplyTo(valueCents - tokens + 1n);
    const above = await approve();
    expect(above.statusCode, above.body).toBe(409);
    expect(above.json()).toMatchObject({
      error: {
        code: 'MINT_PAUSED',
        message: 'This mint would take VINO in circulation above the attested reserve value.',
      },
    });
    expect(await mints()).toEqual([]);

    // Covered, but the latest statement is two days old: refused too, minting waits.
    await adjustSupplyTo(valueCents - tokens);
    t.app.clock.advance(49 * 3_600_000);
    try {
      const stale = await approve();
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/^The latest reserve statement is 49 hours old; minting waits/);
    } finally {
      t.app.clock.reset();
    }
    expect(await mints()).toEqual([]);
    const pending = ReserveProposalListSchema.parse((await t.get(apiPaths.reserve.adminProposals, bob)).json());
    expect(pending.proposals.map((p) => p.id)).toContain(proposal.id);
    const alerts = await t.db.select().from(systemAlerts).where(eq(systemAlerts.rule, 'reserve_secure_mint'));
    expect(new Set(alerts.map((a) => a.dedupKey))).toEqual(
      new Set(['reserve-secure-mint:STATEMENT_STALE', 'reserve-secure-mint:SUPPLY_ABOVE_RESERVE']),
    );

    // Fresh and covered (to the cent): minted, the bottles join the register and the next statement.
    const ok = await approve();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved' });
    const minted = await mints();
    expect(minted.map((m) => [m.kind, BigInt(Math.round(Number(m.amount) * 100))])).toEqual([['mint', tokens]]);
    const [approved] = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, proposal.id), eq(auditLog.action, 'reserve.proposal.approve')));
    expect(approved!.data).toMatchObject({ bottlesRegistered: asset.bottleCount });
    await t.app.jobWorker.runDueJobs();
    const next = ReserveStatementSchema.parse((await t.get(apiPaths.reserve.latestStatement)).json());
    expect(next.bottle_count).toBe(latest.bottle_count + asset.bottleCount);
    expect(BigInt(next.total_value_cents)).toBe(valueCents + tokens);
    // Supply was the attested value less the asset's tokens; the mint took it to the attested value.
    expect(next.supply_vino).toBe(`${valueCents / 100n}.${String(valueCents % 100n).padStart(2, '0')}000000`);
  });
});
