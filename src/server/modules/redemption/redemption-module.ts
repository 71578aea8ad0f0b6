import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { getMarketTicker } from '../market/market-module';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Mailer } from '../../platform/mailer/mailer';
import type { Realtime } from '../../platform/realtime/register-realtime';
import { getPrices, type LastExchangePrice } from '../prices/prices-module';
import type { RedemptionContext } from './redemption-context';
import { registerRedemptionRoutes } from './redemption-routes';

interface RedemptionModuleDeps {
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
export function registerRedemptionModule(app: FastifyInstance, platform: Platform): RedemptionContext {
  const { db, guards, mailer, config } = platform;
  return startRedemption(app, {
    db,
    guards,
    mailer,
    publicUrl: config.publicUrl,
    lastExchangePrice: async () => (await getMarketTicker(app.market.context, 'VINO-USD')).last,
    realtime: app.realtime,
  });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
function startRedemption(app: FastifyInstance, deps: RedemptionModuleDeps): RedemptionContext {
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
