import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  apiKeyPaths,
} from '../../../contracts/api-keys';
import { OkResponseSchema } from '../../../contracts/common';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { toApiKey } from './api-key-mapper';
import { createApiKey } from './create-api-key';
import { findMyApiKeys } from './find-my-api-keys';
import { revokeApiKey } from './revoke-api-key';

export interface ApiKeysDeps {
  db: Database;
  guards: Guards;
}

/**
 * Key management needs a session: the guards refuse an API key on these paths (a key cannot
 * create, list or revoke keys), see src/domain/api-keys/api-key-scope.ts.
 */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ApiKeysDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: { ip: string; id: string }) => ({ ipAddress: request.ip, requestId: request.id });

  r.get(
    apiKeyPaths.myApiKeys,
    { schema: { tags: ['account'], summary: 'My active API keys', response: { 200: ApiKeyListSchema } } },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { items: (await findMyApiKeys(deps.db, user.id)).map(toApiKey) };
    },
  );

  r.post(
    apiKeyPaths.myApiKeys,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['account'],
        summary: 'Create an API key (the key is returned once, only in this response)',
        body: CreateApiKeyRequestSchema,
        response: { 201: CreatedApiKeySchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      const { row, key } = await createApiKey(deps.db, user.id, request.body, meta(request));
      const { lastUsedAt: _never, ...created } = toApiKey(row);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...created, key });
    },
  );

  r.delete(
    apiKeyPaths.myApiKey,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['account'],
        summary: 'Revoke an API key',
        params: ApiKeyParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      await revokeApiKey(deps.db, user.id, request.params.id, meta(request));
      return { ok: true as const };
    },
  );
}
