import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { OkResponseSchema } from '../../../contracts/common';
import {
  SiweNonceResponseSchema,
  SiweVerifyRequestSchema,
  SiweVerifyResponseSchema,
  UserWalletListSchema,
  WalletAddressParamsSchema,
  WalletBalanceSyncRequestSchema,
  WalletBalanceSyncResponseSchema,
} from '../../../contracts/wallet';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import type { EventBus } from '../../platform/events/event-bus';
import { disconnectWallet } from './disconnect-wallet';
import { findMyWallets } from './find-my-wallets';
import { issueSiweNonce } from './issue-siwe-nonce';
import { setPrimaryWallet } from './set-primary-wallet';
import { syncWalletBalances } from './sync-wallet-balances';
import { verifyWalletOwnership } from './verify-wallet-ownership';

export interface WalletRoutesDeps {
  db: Database;
  guards: Guards;
  clock: Clock;
  /** PUBLIC_URL: a SIWE message must name its host as the domain, so a signature made for another site is refused. */
  publicUrl: string;
  /** Announces `wallet.changed` once a change to the user's wallets has committed. */
  events: Pick<EventBus, 'emit'>;
}

export function registerWalletRoutes(app: FastifyInstance, deps: WalletRoutesDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expectedDomain = new URL(deps.publicUrl).host;
  const meta = (request: { ip: string; id: string }) => ({ ipAddress: request.ip, requestId: request.id });
  const signInMessage = 'Please sign in to verify your wallet.';

  r.post(
    walletApiPaths.siweNonce,
    {
      onRequest: deps.guards.onlyUsers(signInMessage),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['wallet'],
        summary: 'Issue a Sign-In With Ethereum nonce',
        response: { 200: SiweNonceResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return issueSiweNonce(deps.db, user.id, deps.clock.now());
    },
  );

  r.post(
    walletApiPaths.siweVerify,
    {
      onRequest: deps.guards.onlyUsers(signInMessage),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['wallet'],
        summary: 'Verify a signed Sign-In With Ethereum message and save the wallet',
        body: SiweVerifyRequestSchema,
        response: { 200: SiweVerifyResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      const verified = await verifyWalletOwnership(deps.db, request.body, {
        userId: user.id,
        expectedDomain,
        now: deps.clock.now(),
        ...meta(request),
      });
      await deps.events.emit('wallet.changed', { userId: user.id });
      return verified;
    },
  );

  r.get(
    walletApiPaths.myWallets,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: { tags: ['wallet'], summary: 'My wallets', response: { 200: UserWalletListSchema } },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { wallets: await findMyWallets(deps.db, user.id) };
    },
  );

  r.post(
    walletApiPaths.primary,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['wallet'],
        summary: 'Make one of my wallets the primary one',
        params: WalletAddressParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await setPrimaryWallet(deps.db, user.id, request.params.address, meta(request));
      await deps.events.emit('wallet.changed', { userId: user.id });
      return { ok: true as const };
    },
  );

  r.post(
    walletApiPaths.disconnect,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['wallet'],
        summary: 'Disconnect one of my wallets (marks it not primary)',
        params: WalletAddressParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await disconnectWallet(deps.db, user.id, request.params.address, meta(request));
      await deps.events.emit('wallet.changed', { userId: user.id });
      return { ok: true as const };
    },
  );

  r.post(
    walletApiPaths.balances,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['wallet'],
        summary: 'Store balances read through my wallet',
        params: WalletAddressParamsSchema,
        body: WalletBalanceSyncRequestSchema,
        response: { 200: WalletBalanceSyncResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      return syncWalletBalances(deps.db, user.id, request.params.address, request.body, deps.clock.now());
    },
  );
}
