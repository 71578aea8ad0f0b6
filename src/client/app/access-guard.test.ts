import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-guard';

const base = {
  isLoading: false,
  isSignedIn: true,
  role: 'user' as const,
  hasProfile: true,
  isDemoMode: false,
  required: 'user' as const,
};

describe('decideAccess (core spec section 2)', () => {
  it('waits while the session loads and redirects when signed out', () => {
    expect(decideAccess({ ...base, isLoading: true })).toBe('loading');
    expect(decideAccess({ ...base, isSignedIn: false })).toBe('redirect');
  });

  it('admin needs admin; investor accepts investor or admin', () => {
    expect(decideAccess({ ...base, required: 'admin' })).toBe('deny');
    expect(decideAccess({ ...base, required: 'admin', role: 'admin' })).toBe('allow');
    expect(decideAccess({ ...base, required: 'investor', role: 'investor' })).toBe('allow');
    expect(decideAccess({ ...base, required: 'investor', role: 'admin' })).toBe('allow');
    expect(decideAccess({ ...base, required: 'investor', role: 'user' })).toBe('deny');
    expect(decideAccess({ ...base, required: 'user', role: 'user' })).toBe('allow');
  });

  it('without a profile: demo mode lets in, otherwise only role user passes', () => {
    expect(decideAccess({ ...base, hasProfile: false, role: undefined, required: 'admin', isDemoMode: true })).toBe(
      'allow',
    );
    expect(decideAccess({ ...base, hasProfile: false, role: undefined, required: 'admin' })).toBe('deny');
    expect(decideAccess({ ...base, hasProfile: false, role: undefined, required: 'user' })).toBe('allow');
  });
});
