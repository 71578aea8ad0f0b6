// The chain module's door. It registers the compliance side (admin routes, automatic allow-list,
// statement publishing, the on-chain part of circulating supply); the bridge's database half
// (withdrawal and deposit records, the block cursor, its jobs) is still to be built on the
// chain-facing functions below (docs/chain.md). The deploy script and the tests call the chain
// through this door.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerChainCompliance } from './register-chain-compliance';

export {
  assertWithdrawable,
  broadcast,
  ChainRefusal,
  revertReason,
  scanDeposits,
  signWithdrawal,
  withdrawalState,
  type BridgeChain,
  type Deposit,
  type ReceiptState,
  type SignedWithdrawal,
  type WithdrawRefusal,
} from './chain-bridge';
export { centsToOnChainValue, reserveAttestationAbi, vinoTokenAbi } from './vino-abi';

/** VINO on chain: nothing beyond the admin status route runs when no chain is configured. */
export function registerChainModule(app: FastifyInstance, platform: Platform): Promise<void> {
  return registerChainCompliance(app, platform);
}
