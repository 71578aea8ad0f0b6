// The chain module's door. It registers nothing yet: the bridge's database half (withdrawal and
// deposit records, the block cursor, the jobs on the durable queue, routes) is still to be built on
// these chain-facing functions (docs/chain.md, "Not built yet"). The deploy script and the tests
// call the chain through this door.
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
