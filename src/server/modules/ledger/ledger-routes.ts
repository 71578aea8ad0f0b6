import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  BalancesResponseSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  SANDBOX_GRANT_LABEL,
  SandboxGrantResponseSchema,
} from '../../../contracts/ledger';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import type { LedgerAsset } from '../../../domain/ledger-assets';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { notFound } from '../../platform/http/app-error';
import { getBalances, type Balance } from './get-balances';
import { findLedgerEntries } from './find-ledger-entries';
import { SANDBOX_GRANT_AMOUNTS, takeSandboxGrant } from './take-sandbox-grant';

const balanceToWire = (b: Balance) => ({
  asset: b.asset,
  available: formatLedgerAmount(b.available),
  held: formatLedgerAmount(b.held),
  total: formatLedgerAmount(b.total),
});

export function registerLedgerRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; demoMode: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.myBalances,
    { schema: { tags: ['ledger'], summary: 'My balances in every asset', response: { 200: BalancesResponseSchema } } },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { balances: (await getBalances(deps.db, user.id)).map(balanceToWire) };
    },
  );

  r.get(
    apiPaths.myLedger,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['ledger'],
        summary: 'My journal entries, newest first',
        querystring: LedgerQuerySchema,
        response: { 200: LedgerPageSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      const { items, total } = await findLedgerEntries(deps.db, user.id, request.query);
      return {
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        items: items.map((e) => ({
          id: e.id,
          kind: e.kind,
          memo: e.memo,
          createdAt: e.createdAt.toISOString(),
          postings: e.postings.map((p) => ({
            asset: p.asset as LedgerAsset,
            bucket: p.bucket,
            amount: formatLedgerAmount(p.amount),
          })),
        })),
      };
    },
  );

  r.post(
    apiPaths.mySandboxGrant,
    {
      onRequest: deps.guards.onlyUsers(),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['ledger'],
        summary: 'Take the daily sandbox test funds (demo mode)',
        response: { 201: SandboxGrantResponseSchema },
      },
    },
    async (request, reply) => {
      if (!deps.demoMode) throw notFound('Sandbox test funds exist only in demo mode.');
      const user = await deps.guards.requireUser(request);
      const { entryId } = await takeSandboxGrant(deps.db, {
        userId: user.id,
        now: new Date(),
        ipAddress: request.ip,
        requestId: request.id,
      });
      return reply.status(201).send({
        label: SANDBOX_GRANT_LABEL,
        entryId,
        amounts: SANDBOX_GRANT_AMOUNTS.map((a) => ({ asset: a.asset, amount: formatLedgerAmount(a.amount) })),
        balances: (await getBalances(deps.db, user.id)).map(balanceToWire),
      });
    },
  );
}
