import { beforeAll, describe, expect, it } from 'vitest';
import { buildMerkleSumTree, proofFor } from './merkle-sum-tree';
import { toHex } from './reserve-bytes';
import type { ReserveLeaf } from './reserve-leaf';
import {
  GENESIS_PREVIOUS_HASH,
  backingRatio,
  signStatement,
  statementHashHex,
  type ReserveStatement,
} from './reserve-statement';
import { cosignStatement } from './reserve-cosignature';
import { leafToWire, statementToWire, type StatementWire } from './reserve-wire';
import { verifyBottleProof, verifyReserve, type ReserveEvidence } from './verify-reserve';

const leaves: ReserveLeaf[] = Array.from({ length: 7 }, (_, i) => ({
  serial: `VINO-${String(i).padStart(3, '0')}`,
  wineCode: '100000120150600750',
  facility: 'london-bonded-reserve',
  valueCents: 100_000n + BigInt(i),
  salt: `${i}`.repeat(32),
}));

async function keyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toHex(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  return { privateKey: pair.privateKey, publicKey };
}

async function signChain(
  supplies: string[],
  key: { privateKey: CryptoKey; publicKey: string },
): Promise<StatementWire[]> {
  const tree = await buildMerkleSumTree(leaves);
  const out: StatementWire[] = [];
  let previous = GENESIS_PREVIOUS_HASH;
  for (const [i, supplyVino] of supplies.entries()) {
    const s: ReserveStatement = {
      sequence: i + 1,
      issuedAt: new Date(Date.UTC(2026, 10, 28, i)).toISOString(),
      source: 'platform-appraisal',
      rootHex: tree.rootHex,
      totalValueCents: tree.totalCents,
      bottleCount: leaves.length,
      supplyVino,
      backingRatio: backingRatio(tree.totalCents, supplyVino),
      previousHashHex: previous,
    };
    previous = statementHashHex(s);
    out.push(
      statementToWire(s, {
        hash: previous,
        signature: await signStatement(s, key.privateKey),
        publicKey: key.publicKey,
      }),
    );
  }
  return out;
}

let key: Awaited<ReturnType<typeof keyPair>>;
let good: ReserveEvidence;
beforeAll(async () => {
  key = await keyPair();
  good = {
    publicKeyHex: key.publicKey,
    auditors: [],
    statements: await signChain(['6000.00000000', '7000.00000000'], key),
    leaves: leaves.map(leafToWire),
  };
});

const failed = async (e: ReserveEvidence) => (await verifyReserve(e)).checks.filter((c) => !c.ok).map((c) => c.name);

describe('verifyReserve', () => {
  it('accepts a signed, chained statement whose leaves rebuild its root', async () => {
    const result = await verifyReserve(good);
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('rejects a tampered leaf set: a value, a dropped bottle, a reordering', async () => {
    const raised = good.leaves.map((l, i) => (i === 3 ? { ...l, value_cents: '999999' } : l));
    expect(await failed({ ...good, leaves: raised })).toEqual(['leaf set']);
    expect(await failed({ ...good, leaves: good.leaves.slice(1) })).toEqual(['leaf set']);
    expect(await failed({ ...good, leaves: [...good.leaves].reverse() })).toEqual(['leaf set']);
  });

  it('rejects a forged signature and a statement signed by another key', async () => {
    const latest = good.statements.at(-1)!;
    const forged = { ...latest, signature: latest.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    expect(await failed({ ...good, statements: [good.statements[0]!, forged] })).toEqual(['signature']);
    const other = await keyPair();
    const byOther = await signChain(['6000.00000000', '7000.00000000'], other);
    expect(await failed({ ...good, statements: byOther })).toEqual(['signature']);
  });

  it('rejects a broken chain: an edited earlier statement, a gap', async () => {
    const edited = { ...good.statements[0]!, supply_vino: '1.00000000' };
    expect(await failed({ ...good, statements: [edited, good.statements[1]!] })).toEqual(
      expect.arrayContaining(['signature', 'chain']),
    );
    expect(await failed({ ...good, statements: [good.statements[1]!] })).toEqual(['chain']);
  });

  it('rejects a supply above the attested value', async () => {
    const over = await signChain(['7000.21000001'], key);
    expect(await failed({ ...good, statements: over })).toEqual(['supply covered']);
  });

  it('verifies one bottle the way the browser does, and refuses a tampered one', async () => {
    const tree = await buildMerkleSumTree(leaves);
    const statement = good.statements.at(-1)!;
    const proof = { statement, leaf: leafToWire(leaves[4]!), steps: proofFor(tree, 4) };
    expect((await verifyBottleProof(proof, key.publicKey, [])).ok).toBe(true);
    expect(
      (await verifyBottleProof({ ...proof, leaf: { ...proof.leaf, facility: 'elsewhere' } }, key.publicKey, [])).ok,
    ).toBe(false);
  });
});

describe("an auditor's co-signature", () => {
  let auditor: Awaited<ReturnType<typeof keyPair>>;
  let auditors: { name: string; public_key: string }[];
  let cosigned: ReserveEvidence;
  beforeAll(async () => {
    auditor = await keyPair();
    auditors = [{ name: 'Acme Audit LLP', public_key: auditor.publicKey }];
    const latest = good.statements.at(-1)!;
    const cosignature = {
      auditor: 'Acme Audit LLP',
      public_key: auditor.publicKey,
      signature: await cosignStatement(latest, auditor.privateKey),
      added_at: '2026-11-29T04:00:00.000Z',
    };
    cosigned = {
      ...good,
      auditors,
      statements: [good.statements[0]!, { ...latest, cosignatures: [cosignature] }],
    };
  });
  const withCosignature = (change: Partial<StatementWire['cosignatures'][number]>): ReserveEvidence => {
    const latest = cosigned.statements.at(-1)!;
    return {
      ...cosigned,
      statements: [cosigned.statements[0]!, { ...latest, cosignatures: [{ ...latest.cosignatures[0]!, ...change }] }],
    };
  };

  it('verifies over the same bytes the platform signed, by a published auditor key', async () => {
    const result = await verifyReserve(cosigned);
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.checks.find((c) => c.name === 'co-signatures')!.detail).toMatch(/co-signed by Acme Audit LLP/);
  });

  it('fails on a forged co-signature, an unpublished key or another name for the key', async () => {
    const forged = cosigned.statements.at(-1)!.cosignatures[0]!.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await failed(withCosignature({ signature: forged }))).toEqual(['co-signatures']);
    // The platform's own signature is not an auditor's: same bytes, but not a published auditor key.
    const platformAsAuditor = { public_key: key.publicKey, signature: cosigned.statements.at(-1)!.signature };
    expect(await failed(withCosignature(platformAsAuditor))).toEqual(['co-signatures']);
    expect(await failed(withCosignature({ auditor: 'Someone Else' }))).toEqual(['co-signatures']);
    // A co-signature of statement 1 copied onto statement 2 signs other bytes.
    const ofFirst = await cosignStatement(good.statements[0]!, auditor.privateKey);
    expect(await failed(withCosignature({ signature: ofFirst }))).toEqual(['co-signatures']);
  });

  it("fails a bottle proof whose statement carries a forged co-signature", async () => {
    const tree = await buildMerkleSumTree(leaves);
    const statement = cosigned.statements.at(-1)!;
    const proof = { statement, leaf: leafToWire(leaves[2]!), steps: proofFor(tree, 2) };
    expect((await verifyBottleProof(proof, key.publicKey, auditors)).ok).toBe(true);
    const forged = withCosignature({ signature: '0'.repeat(128) }).statements.at(-1)!;
    expect(await verifyBottleProof({ ...proof, statement: forged }, key.publicKey, auditors)).toEqual({
      ok: false,
      detail: "statement 2: Acme Audit LLP's co-signature does not verify",
    });
  });
});

describe('backingRatio', () => {
  it('rounds down to hundredths of a percent', () => {
    expect(backingRatio(5_120_000_000n, '50000000.00000000')).toBe('102.40');
    expect(backingRatio(2n, '3')).toBe('0.66');
    expect(backingRatio(1n, '0')).toBe('none');
  });
});
