import type { FastifyRequest } from 'fastify';

/**
 * The path the request's gates decide on: the pattern of the route that matched
 * (`/api/v1/admin/users/:id`), never the URL as the client spelled it. For a wildcard route (Better
 * Auth's `/api/auth/*`) the route does its own routing on the path, which the canonical-path check
 * has already held to one spelling, so that path is used. Null when no route matched (a 404).
 */
export function routePath(request: FastifyRequest): string | null {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return null;
  if (!pattern.endsWith('*')) return pattern;
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}
