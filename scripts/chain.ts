/**
 * npm run chain -- deploy --rpc <url> --key-file <path> [--max-statement-age-hours 48]
 *   Deploys ReserveAttestation and VinoToken (contracts/, compiled with solc from npm), grants the
 *   key every platform role (its address is the custody address) and prints the addresses and the
 *   configuration lines to add.
 * npm run chain -- status --rpc <url> --token <address>
 *   Reads the deployment back: supply, custody balance, pause, the latest published statement.
 * The key file holds one 0x-prefixed hex private key; it is never printed.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createPublicClient, createWalletClient, formatUnits, getAddress, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { reserveAttestationAbi, vinoTokenAbi } from '../src/server/modules/chain/chain-module';
import { deployVino } from './chain-deploy';
import { compileContracts } from './compile-contracts';

const USAGE = `usage:
  npm run chain -- deploy --rpc <url> --key-file <path> [--max-statement-age-hours 48]
  npm run chain -- status --rpc <url> --token <address>`;

function readKey(file: string): Hex {
  const key = readFileSync(file, 'utf8').trim();
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`${file}: expected one 0x-prefixed 32-byte hex private key`);
  return key as Hex;
}

async function chainFor(rpc: string) {
  const transport = http(rpc);
  const probe = createPublicClient({ transport });
  const id = await probe.getChainId();
  const chain = {
    id,
    name: `chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  } as const;
  return { chain, transport, reader: createPublicClient({ chain, transport }) };
}

async function deploy(rpc: string, keyFile: string, maxAgeHours: number): Promise<void> {
  const { chain, transport, reader } = await chainFor(rpc);
  const account = privateKeyToAccount(readKey(keyFile));
  const wallet = createWalletClient({ account, chain, transport });
  const deployed = await deployVino(wallet, reader, compileContracts(), {
    maxStatementAgeSeconds: BigInt(maxAgeHours * 3600),
  });
  const d = { ...deployed, token: getAddress(deployed.token), attestation: getAddress(deployed.attestation) };
  console.log(`chain ${chain.id}: VinoToken ${d.token}, ReserveAttestation ${d.attestation}`);
  console.log(`custody, minter, pauser, compliance and publisher: ${d.custody} (from block ${d.deployBlock})`);
  console.log('add to the configuration:');
  console.log(
    `VINO_TOKEN_ADDRESSES=${chain.id}:${d.token} VINO_CHAIN_RPC_URL=${rpc} VINO_CHAIN_ID=${chain.id} ` +
      `VINO_ATTESTATION_ADDRESS=${d.attestation} VINO_CHAIN_KEY_FILE=${keyFile} VINO_CHAIN_START_BLOCK=${d.deployBlock}`,
  );
}

async function status(rpc: string, token: Address): Promise<void> {
  const { chain, reader } = await chainFor(rpc);
  const read = <T>(functionName: string, args: unknown[] = []) =>
    reader.readContract({ address: token, abi: vinoTokenAbi, functionName, args } as never) as Promise<T>;
  const [supply, paused, reserve, maxAge] = await Promise.all([
    read<bigint>('totalSupply'),
    read<boolean>('paused'),
    read<Address>('reserve'),
    read<bigint>('maxStatementAge'),
  ]);
  const latest = await reader.readContract({ address: reserve, abi: reserveAttestationAbi, functionName: 'latest' });
  console.log(`chain ${chain.id}: VinoToken ${token}${paused ? ' (PAUSED)' : ''}, ReserveAttestation ${reserve}`);
  console.log(`supply on chain: ${formatUnits(supply, 18)} VINO`);
  if (latest.attestedAt === 0n) console.log('no reserve statement published: every mint reverts');
  else {
    const age = Math.round(Date.now() / 1000 - Number(latest.attestedAt));
    console.log(
      `latest statement ${latest.sequence}: USD ${formatUnits(latest.totalValue, 18)}, ${age} s old ` +
        `(mint needs under ${maxAge} s), root ${latest.root}`,
    );
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rpc: { type: 'string' },
      'key-file': { type: 'string' },
      token: { type: 'string' },
      'max-statement-age-hours': { type: 'string', default: '48' },
    },
  });
  const command = positionals[0];
  if (command === 'deploy' && values.rpc && values['key-file']) {
    const hours = Number(values['max-statement-age-hours']);
    if (!Number.isInteger(hours) || hours < 1 || hours > 720) throw new Error('--max-statement-age-hours: 1 to 720');
    await deploy(values.rpc, values['key-file'], hours);
    return 0;
  }
  if (command === 'status' && values.rpc && values.token && /^0x[0-9a-fA-F]{40}$/.test(values.token)) {
    await status(values.rpc, values.token as Address);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
