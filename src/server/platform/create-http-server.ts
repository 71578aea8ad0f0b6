import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiPaths } from '../../contracts/api-paths';
import type { AppConfig } from '../config';
import { registerErrorHandlers } from './http/error-handler';
import { registerCanonicalPathCheck } from './http/canonical-path';
import { registerNoBodyCheck } from './http/no-body-check';
import { registerRateLimits } from './http/rate-limit';
import { createRequestIdGenerator } from './http/request-ids';
import { registerResponseHeaders } from './http/response-headers';
import { responseSerializerCompiler } from './http/response-serializer';
import { strictValidatorCompiler } from './http/strict-validator';
import { createLoggerOptions, RequestLogController, requestChildLogger } from './observability/request-log';

export const APP_VERSION = '0.1.0';

/**
 * The HTTP shell every route lives in: the request log, request ids, validation and serialisation,
 * security headers, the error shape, rate limits and the OpenAPI document. Nothing here knows a module.
 */
export async function createHttpServer(config: AppConfig, logger?: boolean | object): Promise<FastifyInstance> {
  const nextRequestId = createRequestIdGenerator();
  // The health probes and the public cached reads are counted per route, not logged one by one.
  const requestLog = new RequestLogController({ summarisedPaths: [apiPaths.health, apiPaths.ready] });
  const app = Fastify({
    // JSON lines to stdout, one per request, written in batches (secrets redacted); see
    // platform/observability/request-log.ts.
    logger: logger ?? createLoggerOptions(config.logLevel),
    logController: requestLog,
    childLoggerFactory: requestChildLogger,
    genReqId: (req) => nextRequestId(req.headers['x-request-id']),
    requestIdHeader: false,
    // Trusting every peer would let any client pick its own address with X-Forwarded-For and
    // walk around the rate limits and the sign-in throttle.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  requestLog.summariseInto(app);
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // The request id and the security headers, on every reply (404s, errors, rate-limited).
  registerResponseHeaders(app, { isHttps: config.publicUrl.startsWith('https://') });
  registerErrorHandlers(app);
  // Refused before routing: a path spelled other than its canonical form must never reach a gate.
  registerCanonicalPathCheck(app);
  // Before every route: a write that takes no body refuses a JSON body with keys, as one with a schema does.
  registerNoBodyCheck(app);
  // The limit guards the API (per client address; the client's files, health checks and scrapes are
  // not the API): decided once per route as it is registered, so it must come before every route.
  registerRateLimits(app, { max: config.rateLimitPerMinute, windowMs: 60_000 });
  await app.register(swagger, {
    openapi: { info: { title: 'VINO API', version: APP_VERSION, description: 'The VINO platform HTTP API.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiPaths.docs, staticCSP: true });
  return app;
}
