import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from './canonical-path';

describe('isCanonicalPath', () => {
  it('accepts plain paths, ordinary escapes and anything in the query', () => {
    expect(isCanonicalPath('/api/v1/admin/settings')).toBe(true);
    expect(isCanonicalPath('/api/v1/blog/posts/caf%C3%A9%20wine')).toBe(true);
    expect(isCanonicalPath('/api/v1/orders?market=VINO%2DUSD&next=%2F%2Fx')).toBe(true);
    expect(isCanonicalPath('/')).toBe(true);
    expect(isCanonicalPath('/blog/')).toBe(true);
  });

  it('refuses escapes the router would decode into a different route', () => {
    expect(isCanonicalPath('/%61pi/v1/me/profile')).toBe(false);
    expect(isCanonicalPath('/api/v1/%41dmin/users')).toBe(false);
    expect(isCanonicalPath('/api/v1/me/api%2Dkeys')).toBe(false);
    expect(isCanonicalPath('/api/v1/admin%2fsettings')).toBe(false);
    expect(isCanonicalPath('/api/v1/admin%5Csettings')).toBe(false);
    expect(isCanonicalPath('/api/v1/me%7e')).toBe(false);
    expect(isCanonicalPath('/api/v1/me/%3')).toBe(false);
  });

  it('refuses doubled slashes, backslashes, dot segments and API paths ending in a slash', () => {
    expect(isCanonicalPath('//api/v1/admin/settings')).toBe(false);
    expect(isCanonicalPath('/api/v1//admin/settings')).toBe(false);
    expect(isCanonicalPath('/api/v1\\admin')).toBe(false);
    expect(isCanonicalPath('/api/x/../v1/admin/settings')).toBe(false);
    expect(isCanonicalPath('/api/./v1/admin')).toBe(false);
    expect(isCanonicalPath('/api/v1/admin/..')).toBe(false);
    expect(isCanonicalPath('/api/v1/admin/settings/')).toBe(false);
  });
});
