import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS } from '../../contracts/client-routes';
import { paths } from './paths';

describe('paths and the server’s route list', () => {
  it('name the same routes, so the server never answers 404 for a page the client has', () => {
    const clientPaths = Object.values(paths).map((route) => route.path);
    expect([...clientPaths].sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });
});
