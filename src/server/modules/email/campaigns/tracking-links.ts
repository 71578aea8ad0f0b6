import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '../../../../contracts/api-paths';

/**
 * Signed tracking links of campaign mails. The open pixel names the send-list row; the click
 * redirect names the row and the target URL, and the signature covers both, so the redirect only
 * ever leads where the campaign's own content pointed (no open redirect: a foreign or altered URL,
 * or a forged signature, is refused). HMAC-SHA-256 under a secret derived from the link secret.
 */
export interface TrackingLinks {
  openPixelUrl(recipientId: string): string;
  clickUrl(recipientId: string, url: string): string;
  /** The send-list row of a genuine open token, or null. */
  verifyOpen(token: string): string | null;
  verifyClick(recipientId: string, url: string, signature: string): boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTrackingLinks(options: { linkSecret: string; publicUrl: string }): TrackingLinks {
  const secret = createHmac('sha256', options.linkSecret).update('campaign-tracking').digest();
  const sign = (...parts: string[]) => createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    openPixelUrl: (recipientId) =>
      `${options.publicUrl}${apiPaths.email.trackOpen.replace(':token', `${recipientId}.${sign('open', recipientId)}.gif`)}`,
    clickUrl: (recipientId, url) =>
      `${options.publicUrl}${apiPaths.email.trackClick}?${new URLSearchParams({ r: recipientId, u: url, s: sign('click', recipientId, url) })}`,
    verifyOpen(token) {
      const [recipientId, signature] = token.replace(/\.gif$/, '').split('.');
      if (!recipientId || !signature || !UUID.test(recipientId)) return null;
      return same(signature, sign('open', recipientId)) ? recipientId : null;
    },
    verifyClick: (recipientId, url, signature) =>
      UUID.test(recipientId) && /^https?:\/\//i.test(url) && same(signature, sign('click', recipientId, url)),
  };
}
