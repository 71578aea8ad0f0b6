import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mailer/mailer';
import type { Realtime } from '../../platform/realtime/register-realtime';

/** Everything the redemption use cases share. */
export interface RedemptionContext {
  db: Database;
  mailer: Mailer;
  /** The current VINO/USD price as a decimal string (the prices module's token quote). */
  vinoUsdPrice: () => Promise<string>;
  /** Where the e-mail links to. */
  publicUrl: string;
  /** Pushes `portfolio_update` to the owner's screens (held VINO changed); absent in some tests. */
  realtime?: Pick<Realtime, 'publishToUser'>;
  log: FastifyBaseLogger;
}

/** Tells the owner's open screens that their balances changed (after the commit). */
export function publishRedemptionChange(
  ctx: RedemptionContext,
  userId: string,
  data: { event: 'redemption_requested' | 'redemption_cancelled'; requestId: string },
): void {
  try {
    ctx.realtime?.publishToUser(userId, 'portfolio', 'portfolio_update', { source: 'redemption', ...data });
  } catch (error) {
    // The change is committed; a failed push only means the screen refreshes on its next poll.
    ctx.log.warn({ err: error, userId }, 'redemption realtime push failed');
  }
}
