import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { getMarketTicker } from '../market/market-module';
import { apiPaths } from '../../../contracts/api-paths';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { enqueueJob } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mailer/mailer';
import type { SettingsService } from '../../platform/settings/settings-service';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { createChainReader, rpcOptionsFromSettings } from './crypto/chain-reader';
import { registerCryptoPaymentRoutes } from './crypto/crypto-payment-routes';
import { registerPaymentsRoutes } from './payments-routes';
import type { RawEvent } from './provider-event-mapper';
import { registerSandboxRoutes } from './sandbox-routes';
import {
  createSandboxProvider,
  SANDBOX_SETTLE_QUEUE,
  SANDBOX_SUBSCRIPTION_QUEUE,
  type SandboxProvider,
} from './sandbox/sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox/sandbox-signature';
import { createStripeProvider } from './stripe/stripe-provider';
import { registerWebhookRoute } from './webhook-routes';
import { outboundUrlPolicy } from '../../platform/http/outbound-url-guard';

// The API other modules may call (they import this door, never the files behind it).
export { creditPurchasedTokens } from './credit-purchased-tokens';
export { hasPremiumMembership } from './has-premium-membership';

// The API other modules may call (they import this door, never the files behind it).

/** A sandbox event our webhook did not accept at once is delivered again by this job. */
export const SANDBOX_DELIVERY_QUEUE = 'payments.sandbox-deliver';

export interface PaymentsModule {
  context: PaymentsContext;
  provider: PaymentProvider;
  /** Present when the sandbox is the provider (tests settle payments and cycle memberships with it). */
  sandbox: SandboxProvider | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsModule;
  }
}

interface PaymentsModuleDeps {
  db: Database;
  config: AppConfig;
  guards: Guards;
  settings: SettingsService;
  mailer: Mailer;
  lastVinoPrice: () => Promise<string | null>;
  lastVinoEthPrice: () => Promise<string | null>;
}

/**
 * Builds the configured provider (Stripe when its keys are set, else the sandbox), the routes, the
 * webhook and the sandbox's jobs. The sandbox delivers its events to our own webhook route over an
 * in-process HTTP call, signed, so they take exactly the production path.
 */
export function registerPaymentsModule(app: FastifyInstance, platform: Platform): Promise<PaymentsModule> {
  const { db, config, guards, settings, mailer } = platform;
  return startPayments(app, {
    db,
    config,
    guards,
    settings,
    mailer,
    lastVinoPrice: async () => (await getMarketTicker(app.market.context, 'VINO-USD')).last,
    lastVinoEthPrice: async () => (await getMarketTicker(app.market.context, 'VINO-ETH')).last,
  });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startPayments(app: FastifyInstance, deps: PaymentsModuleDeps): Promise<PaymentsModule> {
  const { config, db } = deps;
  const webhookUrl = apiPaths.payments.webhook.replace(':provider', 'sandbox');
  const secret = config.payments.sandboxWebhookSecret;

  const post = async (event: RawEvent) => {
    const body = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body) },
    });
    if (response.statusCode >= 300)
      throw new Error(`webhook answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  };

  const sandbox = config.payments.stripe
    ? undefined
    : createSandboxProvider({
        db,
        webhookSecret: secret,
        settleSeconds: config.payments.sandboxSettleSeconds,
        deliver: async (event) => {
          try {
            await post(event);
          } catch (error) {
            app.log.error({ err: error, eventId: event.id }, 'sandbox webhook delivery failed; retrying later');
            await enqueueJob(
              db,
              SANDBOX_DELIVERY_QUEUE,
              { event },
              { maxAttempts: 10, dedupeKey: `sandbox-deliver:${event.id}` },
            );
          }
        },
      });
  const provider: PaymentProvider = config.payments.stripe ? createStripeProvider(config.payments.stripe) : sandbox!;

  const context: PaymentsContext = {
    db,
    provider,
    settings: deps.settings,
    mailer: deps.mailer,
    demoMode: config.demoMode,
    publicUrl: config.publicUrl,
    lastVinoPrice: deps.lastVinoPrice,
    lastVinoEthPrice: deps.lastVinoEthPrice,
    cryptoDeposit: config.payments.cryptoDeposit,
    now: () => new Date(),
    log: app.log,
    realtime: app.hasDecorator('realtime') ? app.realtime : undefined,
  };

  registerPaymentsRoutes(app, { ctx: context, guards: deps.guards });
  await registerWebhookRoute(app, context);
  if (context.cryptoDeposit)
    registerCryptoPaymentRoutes(app, {
      ctx: context,
      guards: deps.guards,
      chain: createChainReader(
        context.cryptoDeposit.rpcUrl,
        async () => rpcOptionsFromSettings((await context.settings.get()).blockchain),
        outboundUrlPolicy(config),
      ),
    });
  if (sandbox) {
    registerSandboxRoutes(app, { ctx: context, sandbox, guards: deps.guards });
    app.jobWorker.register(SANDBOX_SETTLE_QUEUE, async (payload) =>
      sandbox.settlePayment(String(payload['paymentIntentId'])),
    );
    app.jobWorker.register(SANDBOX_SUBSCRIPTION_QUEUE, async () => void (await sandbox.cycleSubscriptions()));
    app.jobWorker.register(SANDBOX_DELIVERY_QUEUE, async (payload) => post(payload['event'] as RawEvent));
  }
  const module = { context, provider, sandbox };
  app.decorate('payments', module);
  return module;
}
