/**
 * Compiles contracts/*.sol with solc from npm (OpenZeppelin from node_modules) and caches the ABI
 * and bytecode under .tmp/contracts by a hash of the sources and the compiler version, so tests and
 * `npm run chain -- deploy` compile once and nothing is ever downloaded.
 * `npx tsx scripts/compile-contracts.ts` compiles (or confirms the cache) and prints the hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = path.join(root, 'contracts');
const cacheDir = path.join(root, '.tmp', 'contracts');
const require = createRequire(import.meta.url);

export type CompiledContract = { abi: Abi; bytecode: Hex };
export type CompiledContracts = { VinoToken: CompiledContract; ReserveAttestation: CompiledContract };

function readImport(importPath: string): { contents: string } | { error: string } {
  try {
    const file = importPath.startsWith('@') ? require.resolve(importPath) : path.join(contractsDir, importPath);
    return { contents: readFileSync(file, 'utf8') };
  } catch {
    return { error: `not found: ${importPath}` };
  }
}

export function compileContracts(): CompiledContracts {
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort();
  const sources = Object.fromEntries(
    files.map((f) => [f, { content: readFileSync(path.join(contractsDir, f), 'utf8') }]),
  );
  const ozVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version;
  const hash = createHash('sha256')
    .update(JSON.stringify({ sources, solc: solc.version(), ozVersion }))
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(cacheDir, `${hash}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as CompiledContracts;

  const input = {
    language: 'Solidity',
    sources,
    // ganache 7 (tests) runs up to London: no PUSH0 in the bytecode. Mainnet-compatible chains all run it.
    settings: {
      evmVersion: 'london',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const pick = (file: string, name: string): CompiledContract => {
    const c = output.contracts[file]?.[name];
    if (!c) throw new Error(`solc produced no ${name}`);
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  const compiled: CompiledContracts = {
    VinoToken: pick('VinoToken.sol', 'VinoToken'),
    ReserveAttestation: pick('ReserveAttestation.sol', 'ReserveAttestation'),
  };
  mkdirSync(cacheDir, { recursive: true });
  // Test files compile in parallel on a cold cache: write aside and rename, so no reader sees half a file.
  const aside = `${cached}.${process.pid}`;
  writeFileSync(aside, JSON.stringify(compiled));
  renameSync(aside, cached);
  return compiled;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  const c = compileContracts();
  console.log(
    `contracts compiled: VinoToken ${c.VinoToken.bytecode.length / 2 - 1} bytes, ReserveAttestation ${c.ReserveAttestation.bytecode.length / 2 - 1} bytes (${Date.now() - started} ms)`,
  );
}
