import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, isClientRoute } from './client-routes';

describe('isClientRoute', () => {
  it('knows every page route, with and without a trailing slash', () => {
    for (const pattern of CLIENT_ROUTE_PATTERNS) expect(isClientRoute(pattern.replace(':slug', 'why-wine'))).toBe(true);
    expect(isClientRoute('/about/')).toBe(true);
  });

  it('matches parameters by segment only', () => {
    expect(isClientRoute('/blog/why-wine')).toBe(true);
    expect(isClientRoute('/blog/')).toBe(true); // the blog index
    expect(isClientRoute('/blog/a/b')).toBe(false);
  });

  it('rejects unknown paths', () => {
    for (const p of ['/nope', '/about/team', '/dashboardx', '/auth/reset']) expect(isClientRoute(p)).toBe(false);
  });
});
