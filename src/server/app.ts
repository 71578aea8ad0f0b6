import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './platform/create-http-server';
import { finishPlatform, registerPlatform, type Platform, type PlatformDeps } from './platform/register-platform';
import { registerProfilesModule } from './modules/profiles/profiles-module';
import { registerSessionsModule } from './modules/sessions/sessions-module';
import { registerApiKeysModule } from './modules/api-keys/api-keys-module';
import { registerMetricsModule } from './modules/metrics/metrics-module';
import { registerWineModule } from './modules/wine/wine-module';
import { registerLedgerModule } from './modules/ledger/ledger-module';
import { registerMarketModule } from './modules/market/market-module';
import { registerPortfolioModule } from './modules/portfolio/portfolio-module';
import { registerPriceAlertsModule } from './modules/price-alerts/price-alerts-module';
import { registerPricesModule } from './modules/prices/prices-module';
import { registerPaymentsModule } from './modules/payments/payments-module';
import { registerStakingModule } from './modules/staking/staking-module';
import { registerRebalancerModule } from './modules/rebalancer/rebalancer-module';
import { registerWalletModule } from './modules/wallet/wallet-module';
import { registerContactModule } from './modules/contact/contact-module';
import { registerDocumentsModule } from './modules/documents/documents-module';
import { registerRedemptionModule } from './modules/redemption/redemption-module';
import { registerEmailModule } from './modules/email/email-module';
import { registerContentModule } from './modules/content/content-module';
import { registerSeoModule } from './modules/seo/seo-module';
import { registerTelemetryModule } from './modules/telemetry/telemetry-module';
import { registerSystemModule } from './modules/system/system-module';
import { registerAdminModule } from './modules/admin/admin-module';
import { registerKycModule } from './modules/kyc/kyc-module';
import { registerComplianceModule } from './modules/compliance/compliance-module';
import { registerAnnouncementsModule } from './modules/announcements/announcements-module';
import { registerReportsModule } from './modules/reports/reports-module';
import { registerEnterpriseModule } from './modules/enterprise/enterprise-module';
import { registerAnalyticsModule } from './modules/analytics/analytics-module';
import { registerReserveModule } from './modules/reserve/reserve-module';
import { registerChainModule } from './modules/chain/chain-module';

export { APP_VERSION } from './platform/create-http-server';

/** A module's door: registers its routes, jobs and feeds on the app, from the platform's services. */
type ModuleDoor = (app: FastifyInstance, platform: Platform) => unknown;

/**
 * The modules, in dependency order: each comes after the modules whose decorations it reads while it
 * registers (the market's books before portfolio, price alerts, prices, payments, rebalancer and
 * redemption). The reporting read model (modules/reporting) registers nothing: the modules that show
 * its figures call it.
 */
const MODULES: readonly ModuleDoor[] = [
  registerProfilesModule,
  registerSessionsModule,
  registerApiKeysModule,
  registerMetricsModule,
  registerWineModule,
  registerLedgerModule,
  registerMarketModule,
  registerPortfolioModule,
  registerPriceAlertsModule,
  registerPricesModule,
  registerPaymentsModule,
  registerStakingModule,
  registerRebalancerModule,
  registerWalletModule,
  registerContactModule,
  registerDocumentsModule,
  registerRedemptionModule,
  registerEmailModule,
  registerContentModule,
  registerSeoModule,
  registerTelemetryModule,
  registerSystemModule,
  registerAdminModule,
  registerKycModule,
  registerComplianceModule,
  registerAnnouncementsModule,
  registerReportsModule,
  registerEnterpriseModule,
  registerAnalyticsModule,
  registerReserveModule,
  registerChainModule,
];

export interface AppDeps extends PlatformDeps {
  logger?: boolean | object;
}

/** Builds the HTTP application: the HTTP shell and the platform, then every module through its door. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await createHttpServer(deps.config, deps.logger);
  const platform = await registerPlatform(app, deps);
  for (const registerModule of MODULES) await registerModule(app, platform);
  await finishPlatform(app, platform);
  return app;
}
