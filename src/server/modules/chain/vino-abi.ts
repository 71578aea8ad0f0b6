/**
 * The parts of the VINO contracts (contracts/*.sol) the server calls or follows, as typed ABIs.
 * The deploy script and tests use the full compiled ABI; these must stay a subset of it.
 */
import { parseAbi } from 'viem';

export const vinoTokenAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function paused() view returns (bool)',
  'function allowListed(address account) view returns (bool)',
  'function frozen(address account) view returns (bool)',
  'function maxStatementAge() view returns (uint256)',
  'function reserve() view returns (address)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function mint(address to, uint256 amount)',
  'function burn(uint256 amount)',
  'function setAllowListed(address account, bool allowed)',
  'function freeze(address account)',
  'function unfreeze(address account)',
  'function pause()',
  'function unpause()',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'error NotAllowListed(address account)',
  'error AccountFrozen(address account)',
  'error ExceedsAttestedReserve(uint256 supplyAfter, uint256 attestedValue)',
  'error StaleReserveStatement(uint64 attestedAt, uint256 maxAge)',
  'error EnforcedPause()',
  'error ExpectedPause()',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)',
]);

export const reserveAttestationAbi = parseAbi([
  'struct Statement { bytes32 root; uint256 totalValue; uint64 attestedAt; uint64 sequence; }',
  'function latest() view returns (Statement)',
  'function publish(bytes32 root, uint256 totalValue, uint64 attestedAt, uint64 sequence)',
  'error SequenceNotIncreasing(uint64 latest, uint64 given)',
  'error AttestedInTheFuture(uint64 attestedAt, uint256 blockTime)',
]);

/** Reserve statements are in USD cents; the contract compares USD with 18 decimals to VINO supply. */
export const centsToOnChainValue = (cents: bigint): bigint => cents * 10n ** 16n;
