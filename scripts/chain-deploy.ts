/**
 * Deploys ReserveAttestation and VinoToken from the compiled artifacts and grants the roles:
 * the deploying key is the admin, the platform's minter (its address is the custody address),
 * the publisher of reserve statements, the pauser and the compliance officer, and is allow-listed
 * so custody can hold VINO. Other keys can be granted those roles later by the admin.
 */
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem';
import type { CompiledContracts } from './compile-contracts';

export const ROLE_NAMES = ['MINTER_ROLE', 'PAUSER_ROLE', 'COMPLIANCE_ROLE'] as const;

export interface Deployment {
  token: Address;
  attestation: Address;
  custody: Address;
  deployBlock: bigint;
}

export async function deployVino(
  wallet: WalletClient<Transport, Chain, Account>,
  reader: PublicClient,
  compiled: CompiledContracts,
  opts: { maxStatementAgeSeconds: bigint; pollingInterval?: number },
): Promise<Deployment> {
  const admin = wallet.account.address;
  const wait = async (hash: `0x${string}`) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: opts.pollingInterval ?? 200 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const att = await wait(
    await wallet.deployContract({
      abi: compiled.ReserveAttestation.abi,
      bytecode: compiled.ReserveAttestation.bytecode,
      args: [admin, admin],
    }),
  );
  const attestation = att.contractAddress!;
  const tok = await wait(
    await wallet.deployContract({
      abi: compiled.VinoToken.abi,
      bytecode: compiled.VinoToken.bytecode,
      args: [admin, attestation, opts.maxStatementAgeSeconds],
    }),
  );
  const token = tok.contractAddress!;
  const abi = compiled.VinoToken.abi;
  for (const role of ROLE_NAMES) {
    const id = (await reader.readContract({ address: token, abi, functionName: role })) as `0x${string}`;
    await wait(await wallet.writeContract({ address: token, abi, functionName: 'grantRole', args: [id, admin] }));
  }
  await wait(await wallet.writeContract({ address: token, abi, functionName: 'setAllowListed', args: [admin, true] }));
  return { token, attestation, custody: admin, deployBlock: att.blockNumber };
}
