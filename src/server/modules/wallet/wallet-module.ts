import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerWalletRoutes } from './wallet-routes';

// The API other modules may call (they import this door, never the files behind it).
export { findVerifiedWalletAddresses } from './find-verified-wallet-addresses';
export { findVerifiedWalletOwners } from './find-verified-wallet-owners';
export { findConnectedVerifiedWallets } from './find-connected-verified-wallets';

declare module '../../platform/events/event-bus' {
  interface AppEvents {
    /** A user's wallets changed (one verified, made primary or disconnected), after the change committed. */
    'wallet.changed': { userId: string };
  }
}

/** Connected wallets (Sign-In with Ethereum ownership proof) and their on-chain balances. */
export function registerWalletModule(app: FastifyInstance, platform: Platform): void {
  registerWalletRoutes(app, {
    db: platform.db,
    guards: platform.guards,
    clock: platform.clock,
    publicUrl: platform.config.publicUrl,
    events: platform.events,
  });
}
