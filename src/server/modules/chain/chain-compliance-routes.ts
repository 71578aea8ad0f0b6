import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAIN_COMPLIANCE_ERROR_CODES,
  CHAIN_COMPLIANCE_MESSAGES,
  ChainComplianceActionSchema,
  ChainComplianceResultSchema,
  ChainComplianceStatusSchema,
  chainComplianceApiPaths,
} from '../../../contracts/chain-compliance';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { AppError } from '../../platform/http/app-error';
import { readChainStatus } from './read-chain-status';
import { runComplianceAction } from './run-compliance-action';

/**
 * Admin (inside the admin scope): the token's compliance status and the compliance officer's
 * actions. Registered whether or not a chain is configured, so the Blockchain settings can say that
 * none is; the actions are then refused with 409.
 */
export function registerChainComplianceRoutes(
  app: FastifyInstance,
  deps: { chain: ChainConnection | undefined; db: Database; guards: Guards },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'chain'];

  r.get(
    chainComplianceApiPaths.status,
    {
      schema: {
        tags,
        summary: "The VINO contract's compliance status (read from the chain)",
        response: { 200: ChainComplianceStatusSchema },
      },
    },
    () => readChainStatus(deps.chain),
  );

  r.post(
    chainComplianceApiPaths.actions,
    {
      schema: {
        tags,
        summary: 'Pause or unpause the token, freeze or unfreeze an address, add or remove it on the allow-list',
        body: ChainComplianceActionSchema,
        response: { 200: ChainComplianceResultSchema },
      },
    },
    async (request) => {
      if (!deps.chain)
        throw new AppError(409, CHAIN_COMPLIANCE_ERROR_CODES.notConfigured, CHAIN_COMPLIANCE_MESSAGES.notConfigured);
      const admin = await deps.guards.requireUser(request);
      return runComplianceAction(deps.chain, deps.db, request.body, {
        userId: admin.id,
        ipAddress: request.ip,
        requestId: request.id,
      });
    },
  );
}
