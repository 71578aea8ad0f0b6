import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../../contracts/errors';
import { AppError } from './app-error';

/**
 * One error shape for every failure (docs/architecture.md, rule 7). Validation failures become 400 with a
 * message per field; expected errors keep their message; anything else is a 500 whose details stay
 * in the log, tied to the request id the client sees.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send(body('VALIDATION_FAILED', first, request.id, fields));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, request.id, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(
          body(
            'RATE_LIMITED',
            error.message || 'Too many requests. Please slow down and try again shortly.',
            request.id,
          ),
        );
    }
    if (status >= 400 && status < 500) {
      // Framework errors for bad input (malformed JSON, body too large, wrong content type).
      return reply.status(status).send(body(error.code ?? 'BAD_REQUEST', error.message, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`, request.id));
  });
}

function body(code: string, message: string, requestId: string, fields?: Record<string, string>): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}), requestId } };
}
