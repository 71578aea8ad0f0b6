import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../../contracts/errors';
import { isMalformedMultipartError, MALFORMED_MULTIPART_MESSAGE } from '../uploads/upload-files';
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
        const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        for (const [name, message] of issueFields(at, issue.keyword, issue.message, issue.params))
          fields[name] ??= message;
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send(body('VALIDATION_FAILED', first, request.id, fields));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, request.id, error.fields));
    }
    if (isMalformedMultipartError(error)) {
      return reply.status(400).send(body('MALFORMED_MULTIPART', MALFORMED_MULTIPART_MESSAGE, request.id));
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

interface SubIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  errors?: SubIssue[][];
}

/**
 * Field name -> message for one validation issue. Unknown keys are named one by one; a union that no
 * branch matched reports the branch that came closest (fewest issues), so the message says what is
 * wrong instead of zod's bare "Invalid input".
 */
function issueFields(
  at: string,
  keyword: string,
  message: string | undefined,
  params: Record<string, unknown>,
): [string, string][] {
  const join = (path: PropertyKey[]) => [at, ...path.map(String)].filter(Boolean).join('.');
  if (keyword === 'unrecognized_keys' && Array.isArray(params['keys']))
    return (params['keys'] as string[]).map((key) => [join([key]), `Unknown field: ${key}`]);
  const branches = params['errors'];
  if (keyword === 'invalid_union' && Array.isArray(branches) && branches.length > 0) {
    const closest = [...(branches as SubIssue[][])].sort((a, b) => a.length - b.length)[0]!;
    return closest.flatMap((i) =>
      issueFields(join(i.path), i.code, i.message, { keys: i.keys, errors: i.errors } as Record<string, unknown>),
    );
  }
  return [[at || 'body', message ?? 'Invalid value']];
}

function body(code: string, message: string, requestId: string, fields?: Record<string, string>): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}), requestId } };
}
