import { sha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT_HEX, buildMerkleSumTree, proofFor, rootFromProof, verifyProof } from './merkle-sum-tree';
import { compareSerials, leafHash, type ReserveLeaf } from './reserve-leaf';

const leafArb = fc.record({
  serial: fc.string({ minLength: 1, maxLength: 12 }),
  wineCode: fc.stringMatching(/^[0-9]{18}$/),
  facility: fc.constantFrom('bordeaux-cellar-vault', 'london-bonded-reserve', 'napa-cave-vault'),
  valueCents: fc.bigInt({ min: 0n, max: 10n ** 9n }),
  salt: fc.stringMatching(/^[0-9a-f]{32}$/),
});
const leavesArb = fc
  .uniqueArray(leafArb, { minLength: 1, maxLength: 40, selector: (l) => l.serial })
  .map((ls) => ls.sort((a, b) => compareSerials(a.serial, b.serial)));

const withIndex = leavesArb.chain((leaves) => fc.tuple(fc.constant(leaves), fc.nat({ max: leaves.length - 1 })));

describe('Merkle-sum tree', () => {
  it('sums every leaf into the root and proves any leaf', async () => {
    await fc.assert(
      fc.asyncProperty(withIndex, async ([leaves, index]) => {
        const tree = await buildMerkleSumTree(leaves);
        expect(tree.totalCents).toBe(leaves.reduce((s, l) => s + l.valueCents, 0n));
        expect(verifyProof(leaves[index]!, proofFor(tree, index), tree.rootHex, tree.totalCents)).toBe(true);
      }),
    );
  });

  it('builds the same tree from a stream as from an array, with or without the count, growing past it', async () => {
    async function* stream(ls: ReserveLeaf[]) {
      for (const l of ls) yield l;
    }
    function* sync(ls: ReserveLeaf[]) {
      yield* ls;
    }
    await fc.assert(
      fc.asyncProperty(leavesArb, fc.nat({ max: 50 }), async (leaves, hint) => {
        const fromArray = await buildMerkleSumTree(leaves);
        for (const tree of [
          await buildMerkleSumTree(stream(leaves)),
          await buildMerkleSumTree(sync(leaves), { leafCount: hint }),
          await buildMerkleSumTree(stream(leaves), { leafCount: leaves.length, pause: async () => {}, chunkSize: 3 }),
        ]) {
          expect(tree.rootHex).toBe(fromArray.rootHex);
          expect(tree.totalCents).toBe(fromArray.totalCents);
          expect(tree.leafCount).toBe(leaves.length);
          expect(tree.levels.map((l) => [l.size, l.sums.length, l.hashes.length])).toEqual(
            fromArray.levels.map((l) => [l.size, l.size, l.size * 32]),
          );
        }
      }),
    );
    // Past level 0's first allocation (1,024 leaves when no count is given): the arrays grow.
    const many = Array.from({ length: 2_500 }, (_, i) => ({
      serial: `S${String(i).padStart(5, '0')}`,
      wineCode: 'w',
      facility: 'f',
      valueCents: BigInt(i),
      salt: 's',
    }));
    const grown = await buildMerkleSumTree(stream(many));
    expect(grown.rootHex).toBe((await buildMerkleSumTree(many)).rootHex);
    expect(grown.totalCents).toBe(BigInt((2_499 * 2_500) / 2));
  });

  it('rejects a tampered leaf field or value', async () => {
    await fc.assert(
      fc.asyncProperty(
        withIndex,
        fc.constantFrom<keyof ReserveLeaf>('serial', 'wineCode', 'facility', 'valueCents', 'salt'),
        async ([leaves, index], field) => {
          const tree = await buildMerkleSumTree(leaves);
          const leaf = leaves[index]!;
          const tampered = {
            ...leaf,
            [field]: field === 'valueCents' ? leaf.valueCents + 1n : `${String(leaf[field])}x`,
          };
          expect(verifyProof(tampered, proofFor(tree, index), tree.rootHex, tree.totalCents)).toBe(false);
        },
      ),
    );
  });

  it('rejects a tampered sibling hash, sibling sum or side', async () => {
    await fc.assert(
      fc.asyncProperty(
        withIndex.filter(([leaves]) => leaves.length > 1),
        fc.nat(),
        fc.constantFrom('hash', 'sum', 'side'),
        async ([leaves, index], pick, what) => {
          const tree = await buildMerkleSumTree(leaves);
          const steps = proofFor(tree, index);
          const at = pick % steps.length;
          const step = steps[at]!;
          const changed =
            what === 'hash'
              ? { ...step, hash: (step.hash[0] === 'a' ? 'b' : 'a') + step.hash.slice(1) }
              : what === 'sum'
                ? { ...step, sum: (BigInt(step.sum) + 1n).toString() }
                : { ...step, side: step.side === 'left' ? ('right' as const) : ('left' as const) };
          const tampered = steps.map((s, i) => (i === at ? changed : s));
          expect(verifyProof(leaves[index]!, tampered, tree.rootHex, tree.totalCents)).toBe(false);
        },
      ),
    );
  });

  it('hashes a leaf exactly as ADR 012 writes it out', () => {
    const leaf = { serial: 'VN-1', wineCode: 'w', facility: 'vault', valueCents: 258n, salt: 'ab' };
    const str = (s: string) => [0, 0, 0, s.length, ...new TextEncoder().encode(s)];
    const bytes = [0, ...str('VN-1'), ...str('w'), ...str('vault'), 0, 0, 0, 0, 0, 0, 1, 2, ...str('ab')];
    expect(leafHash(leaf)).toEqual(sha256(Uint8Array.from(bytes)));
  });

  it('separates fields by their length, so moving a character between them changes the hash', () => {
    const base = { serial: 'ab', wineCode: 'c', facility: 'f', valueCents: 1n, salt: '00' };
    expect(leafHash(base)).not.toEqual(leafHash({ ...base, serial: 'a', wineCode: 'bc' }));
  });

  it('carries an odd node up instead of counting it twice', async () => {
    const leaves = ['a', 'b', 'c'].map((serial) => ({
      serial,
      wineCode: 'w',
      facility: 'f',
      valueCents: 5n,
      salt: '00',
    }));
    const tree = await buildMerkleSumTree(leaves);
    expect(tree.totalCents).toBe(15n);
    expect(proofFor(tree, 2)).toHaveLength(1);
    expect(rootFromProof(leaves[2]!, proofFor(tree, 2)).rootHex).toBe(tree.rootHex);
  });

  it('gives the all-zero root for no bottles', async () => {
    expect((await buildMerkleSumTree([])).rootHex).toBe(EMPTY_ROOT_HEX);
  });
});
