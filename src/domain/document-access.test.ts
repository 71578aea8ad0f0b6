import { describe, expect, it } from 'vitest';
import {
  accessibleDocumentLevels,
  canAccessDocument,
  documentAccessRefusal,
  type DocumentViewer,
} from './document-access';

const VISITOR: DocumentViewer = null;
const USER = { role: 'user' as const, investorStatus: 'none' };
const PENDING = { role: 'user' as const, investorStatus: 'pending' };
const VERIFIED = { role: 'user' as const, investorStatus: 'verified' };
const INVESTOR_ROLE = { role: 'investor' as const, investorStatus: 'none' };
const ACCREDITED = { role: 'user' as const, investorStatus: 'accredited' };
const ADMIN = { role: 'admin' as const, investorStatus: 'none' };

describe('canAccessDocument (operator spec section 6)', () => {
  it.each([
    ['visitor', VISITOR, ['public']],
    ['user', USER, ['public']],
    ['pending investor', PENDING, ['public']],
    ['verified investor', VERIFIED, ['public', 'investor']],
    ['investor role', INVESTOR_ROLE, ['public', 'investor']],
    ['accredited investor', ACCREDITED, ['public', 'investor', 'accredited']],
    ['admin', ADMIN, ['public', 'investor', 'accredited', 'admin']],
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
});
