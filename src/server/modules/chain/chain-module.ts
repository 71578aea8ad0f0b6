import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerChainAdminRoutes } from './chain-admin-routes';
import type { ChainContext } from './chain-context';
import { registerChainJobs } from './chain-jobs';
import { registerChainRoutes } from './chain-routes';
import { registerChainCompliance } from './register-chain-compliance';

// The API other modules, the deploy script and the tests may call (they import this door only).
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

/**
 * The bridge between the exchange ledger and the platform's VINO contract (docs/chain.md). Its
 * routes always answer (without a chain: empty lists and "no contract configured"); its jobs, the
 * only code that calls the chain, exist only when platform.chain is configured.
 */
export async function registerChainModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const ctx: ChainContext = {
    db: platform.db,
    chain: platform.chain,
    settings: platform.settings,
    clock: platform.clock,
    log: app.log,
  };
  registerChainRoutes(app, { ctx, guards: platform.guards });
  await registerAdminScope(app, platform.guards, (scope) =>
    registerChainAdminRoutes(scope, { ctx, guards: platform.guards }),
  );
  if (ctx.chain) await registerChainJobs(app, ctx);
  // The compliance side: admin actions, the automatic allow-list, statement publishing, supply.
  await registerChainCompliance(app, platform);
}
