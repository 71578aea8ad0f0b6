import { describe, expect, it } from 'vitest';
import {
  accessibleDocumentLevels,
  canAccessDocument,
  documentAccessRefusal,
  type DocumentViewer,
} from './document-access';

const VISITOR: DocumentViewer = null;
const USER = { role: 'user' as const, investorStatus: 'none', isPremium: false };
const PENDING = { role: 'user' as const, investorStatus: 'pending', isPremium: false };
const VERIFIED = { role: 'user' as const, investorStatus: 'verified', isPremium: false };
const INVESTOR_ROLE = { role: 'investor' as const, investorStatus: 'none', isPremium: false };
const ACCREDITED = { role: 'user' as const, investorStatus: 'accredited', isPremium: false };
const PREMIUM = { role: 'user' as const, investorStatus: 'none', isPremium: true };
const PREMIUM_ACCREDITED = { role: 'user' as const, investorStatus: 'accredited', isPremium: true };
const ADMIN = { role: 'admin' as const, investorStatus: 'none', isPremium: false };

describe('canAccessDocument (operator spec section 6)', () => {
  it.each([
    ['visitor', VISITOR, ['public']],
    ['user', USER, ['public']],
    ['pending investor', PENDING, ['public']],
    ['verified investor', VERIFIED, ['public', 'investor']],
    ['investor role', INVESTOR_ROLE, ['public', 'investor']],
    ['accredited investor', ACCREDITED, ['public', 'investor', 'accredited']],
    ['Premium Circle member', PREMIUM, ['public', 'premium']],
    ['accredited Premium Circle member', PREMIUM_ACCREDITED, ['public', 'investor', 'accredited', 'premium']],
    ['admin', ADMIN, ['public', 'investor', 'accredited', 'premium', 'admin']],
  ] as const)('%s may open %j', (_name, viewer, levels) => {
    expect(accessibleDocumentLevels(viewer)).toEqual(levels);
    expect(canAccessDocument('admin', viewer)).toBe(levels.includes('admin' as never));
  });

  it('explains a refusal with the way to get access', () => {
    expect(documentAccessRefusal('investor', false)).toMatch(/^Please sign in/);
    expect(documentAccessRefusal('investor', true)).toContain('Request investor access');
    expect(documentAccessRefusal('accredited', true)).toContain('accredited investors only');
    expect(documentAccessRefusal('admin', true)).toContain('administrators');
  });

  it('explains Premium Circle and where to join it', () => {
    const refusal = documentAccessRefusal('premium', true);
    expect(refusal).toMatch(/^This document is available to Premium Circle members only\./);
    expect(refusal).toContain('wine redemption rights');
    expect(refusal).toContain('/payments?tab=memberships');
    expect(documentAccessRefusal('premium', false)).toMatch(/^Please sign in to download this document\./);
  });

  it('a membership that ended no longer opens premium documents', () => {
    expect(canAccessDocument('premium', { ...PREMIUM, isPremium: false })).toBe(false);
    expect(canAccessDocument('premium', VISITOR)).toBe(false);
  });
});
