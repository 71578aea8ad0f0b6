import { describe, expect, it } from 'vitest';
import { MORE_MENU_LINKS, paths, withQuery } from './paths';

describe('paths', () => {
  it('builds plain routes', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.supabaseTest.getHref()).toBe('/supabase-test');
  });

  it('adds only the query values that are set', () => {
    expect(paths.auth.getHref()).toBe('/auth');
    expect(paths.auth.getHref({ mode: 'signup' })).toBe('/auth?mode=signup');
    expect(paths.trading.getHref({ symbol: 'VINO-USD', tab: 'staking' })).toBe('/trading?symbol=VINO-USD&tab=staking');
    expect(paths.trading.getHref({ tab: undefined })).toBe('/trading');
    expect(withQuery('/x', { a: '', b: null, c: false, d: 0 })).toBe('/x?d=0');
  });

  it('encodes path parameters', () => {
    expect(paths.blogPost.getHref({ slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
  });

  it('lists the More menu in the spec order', () => {
    expect(MORE_MENU_LINKS.map((l) => l.label)).toEqual([
      'Investment',
      'Buy VINO',
      'Trading',
      'Wine Assets',
      'Investors',
      'Q&A',
      'Blog',
      'Legal',
    ]);
  });
});
