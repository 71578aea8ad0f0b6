import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Mailer } from '../../platform/mailer/mailer';
import type { Realtime } from '../../platform/realtime/register-realtime';
import { getPrices, type LastExchangePrice } from '../prices/get-prices';
import type { RedemptionContext } from './redemption-context';
import { registerRedemptionRoutes } from './redemption-routes';

export interface RedemptionModuleDeps {
  db: Database;
  guards: Guards;
  mailer: Mailer;
  publicUrl: string;
  /** The exchange's last VINO/USD trade (null before the first), as the prices module takes it. */
  lastExchangePrice: LastExchangePrice;
  realtime?: Pick<Realtime, 'publishToUser'>;
}

/**
 * Wine redemption requests. Tokens are priced at the VINO price the site shows (the prices
 * module's token quote), so the amount held matches what the member sees on the page.
 */
export function registerRedemptionModule(app: FastifyInstance, deps: RedemptionModuleDeps): RedemptionContext {
  const ctx: RedemptionContext = {
    db: deps.db,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    vinoUsdPrice: async () => (await getPrices(deps.db, { lastExchangePrice: deps.lastExchangePrice })).token.price,
    ...(deps.realtime ? { realtime: deps.realtime } : {}),
    log: app.log,
  };
  registerRedemptionRoutes(app, { ctx, guards: deps.guards });
  return ctx;
}
