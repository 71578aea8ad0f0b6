import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerAdminWineRoutes, type WineAppraisedEvent } from './admin-wine-routes';
import { registerWineFeeds } from './wine-feeds';
import { registerWineRoutes } from './wine-routes';

// The API other modules may call (they import this door, never the files behind it).
export { findAnyWineAsset } from './admin-wine-repository';
export { tokenizeInTransaction, type MintGate } from './tokenize-wine-asset';
export { findWineLabels, lockRedeemableWineAsset } from './wine-for-redemption';
export { findOverdueAppraisals } from './overdue-appraisals';
export { recordSupplyMovement } from './record-supply-movement';
export { backingWineAssetIdsSql, findFacilitySlug, readCirculatingSupply } from './reserve-sources';

declare module '../../platform/events/event-bus' {
  interface AppEvents {
    /** An admin changed a wine asset, a facility or an appraisal (the figures built on them are stale). */
    'wine.changed': Record<string, never>;
    /** An admin appraised wine that backs VINO (the reserve module proposes the register's appraisal). */
    'wine.appraised': WineAppraisedEvent;
  }
}

/** The wine reserve: public catalogue and index, the watchlist, the admin screens, the vault channels. */
export async function registerWineModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards, clock } = platform;
  const caches = registerWineRoutes(app, { db, guards });
  await registerAdminScope(app, guards, (scope) =>
    registerAdminWineRoutes(scope, {
      db,
      guards,
      clock,
      onBackingWineAppraised: (event) => platform.events.emit('wine.appraised', event),
      onWineChanged: () => {
        caches.invalidatePublicWine();
        void platform.events.emit('wine.changed', {});
      },
    }),
  );
  registerWineFeeds(app.realtime, db);
}
