import type { Role } from './constants';

export type DocumentAccessLevel = 'public' | 'investor' | 'accredited' | 'premium' | 'admin';
export type InvestorStatus = 'none' | 'pending' | 'verified' | 'accredited';

/**
 * Who is asking: null for a signed-out visitor. `isPremium` is the server's Premium Circle
 * entitlement (an active membership whose paid period has not ended).
 */
export type DocumentViewer = { role: Role; investorStatus: string; isPremium: boolean } | null;

/** Where a signed-in user joins Premium Circle (the Memberships tab of /payments). */
export const PREMIUM_MEMBERSHIPS_HREF = '/payments?tab=memberships';

/**
 * Library access levels (operator spec section 6): public for everyone; investor for a verified
 * investor account (investor status verified or accredited, or the investor role, which admins
 * also pass by the core rule); accredited for accredited investors (and admins, who run the
 * library); premium for Premium Circle members while their subscription is active, and
 * admins; admin for admins only. The server enforces it on download; the client only mirrors it.
 */
export function canAccessDocument(level: DocumentAccessLevel, viewer: DocumentViewer): boolean {
  if (level === 'public') return true;
  if (!viewer) return false;
  const isAdmin = viewer.role === 'admin';
  if (level === 'admin') return isAdmin;
  if (level === 'premium') return isAdmin || viewer.isPremium;
  if (level === 'accredited') return isAdmin || viewer.investorStatus === 'accredited';
  return (
    isAdmin ||
    viewer.role === 'investor' ||
    viewer.investorStatus === 'verified' ||
    viewer.investorStatus === 'accredited'
  );
}

/** The levels a viewer may open, least restricted first. */
export function accessibleDocumentLevels(viewer: DocumentViewer): DocumentAccessLevel[] {
  return (['public', 'investor', 'accredited', 'premium', 'admin'] as const).filter((level) =>
    canAccessDocument(level, viewer),
  );
}

const PREMIUM_REFUSAL =
  "Premium Circle members only. Premium Circle is our membership for committed investors: members-only documents, the members' staking pool and wine redemption rights. Join it on the Memberships tab of the Payments page (/payments?tab=memberships)";

/** Why a level is refused and how to get access: the text the server and the page show. */
export function documentAccessRefusal(level: DocumentAccessLevel, isSignedIn: boolean): string {
  if (level === 'admin') return 'This document is for internal use by VINO administrators only.';
  const who =
    level === 'premium'
      ? PREMIUM_REFUSAL
      : level === 'accredited'
        ? 'accredited investors only. Accredited status is confirmed by our compliance team after you request investor access and provide proof of income or net worth'
        : 'verified investors. Request investor access on the Investors page and our team will verify your account';
  return isSignedIn
    ? `This document is available to ${who}.`
    : `Please sign in to download this document. It is available to ${who}.`;
}
