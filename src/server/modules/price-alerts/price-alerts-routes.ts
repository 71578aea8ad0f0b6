import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { OkResponseSchema } from '../../../contracts/common';
import {
  CreatePriceAlertRequestSchema,
  PriceAlertListSchema,
  PriceAlertParamsSchema,
  PriceAlertSchema,
} from '../../../contracts/price-alerts';
import { MARKET_IDS, type MarketId } from '../../../domain/exchange/markets';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { checkPriceAlerts } from './check-price-alerts';
import { createPriceAlert } from './create-price-alert';
import { deletePriceAlert } from './delete-price-alert';
import { findMyPriceAlerts } from './find-my-price-alerts';
import { toPriceAlert } from './price-alert-mapper';

/** How often active alerts are compared with the markets' last prices. */
export const PRICE_ALERT_CHECK_MS = 10_000;

export interface PriceAlertsDeps {
  db: Database;
  guards: Guards;
  /** The market's last trade price (null before its first trade). */
  lastPrice: (market: MarketId) => Promise<string | null>;
  /** Tests check on demand (checkAllPriceAlerts) instead of on a timer. */
  checkEveryMs?: number | null;
  /** The priceAlerts notification switch (admin setting): off, alerts stay armed and nothing is sent. */
  isEnabled?: () => Promise<boolean>;
}

/** Compares every market's last price with the active alerts once; returns how many triggered. */
export async function checkAllPriceAlerts(
  deps: Pick<PriceAlertsDeps, 'db' | 'lastPrice' | 'isEnabled'>,
): Promise<number> {
  if (deps.isEnabled && !(await deps.isEnabled())) return 0;
  let triggered = 0;
  for (const market of MARKET_IDS) {
    const last = await deps.lastPrice(market);
    if (last !== null) triggered += await checkPriceAlerts(deps.db, market, last);
  }
  return triggered;
}

export function registerPriceAlertRoutes(app: FastifyInstance, deps: PriceAlertsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: { ip: string; id: string }) => ({ ipAddress: request.ip, requestId: request.id });

  r.get(
    apiPaths.myPriceAlerts,
    { schema: { tags: ['account'], summary: 'My price alerts', response: { 200: PriceAlertListSchema } } },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { items: (await findMyPriceAlerts(deps.db, user.id)).map(toPriceAlert) };
    },
  );

  r.post(
    apiPaths.myPriceAlerts,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['account'],
        summary: 'Add a price alert',
        body: CreatePriceAlertRequestSchema,
        response: { 201: PriceAlertSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      const row = await createPriceAlert(deps.db, user.id, request.body, meta(request));
      return reply.code(201).send(toPriceAlert(row));
    },
  );

  r.delete(
    apiPaths.myPriceAlert,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['account'],
        summary: 'Remove a price alert',
        params: PriceAlertParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await deletePriceAlert(deps.db, user.id, request.params.id, meta(request));
      return { ok: true as const };
    },
  );

  const every = deps.checkEveryMs === undefined ? PRICE_ALERT_CHECK_MS : deps.checkEveryMs;
  if (every !== null) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      checkAllPriceAlerts(deps)
        .catch((error: unknown) => app.log.warn({ err: error }, 'price alert check failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
