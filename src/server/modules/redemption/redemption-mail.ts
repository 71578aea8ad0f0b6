import type { RenderedMail } from '../../platform/mailer/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RedemptionMailData {
  userName: string;
  wine: string;
  bottles: number;
  tokens: string;
  delivery: string;
  requestId: string;
  wineAssetsUrl: string;
}

/** Confirmation of a submitted redemption request; names and addresses come from the user, so they are escaped. */
export function redemptionRequestedMail(data: RedemptionMailData): RenderedMail {
  const subject = 'We received your wine redemption request';
  const bottles = `${data.bottles} bottle${data.bottles === 1 ? '' : 's'} of ${data.wine}`;
  const text =
    `Hello ${data.userName},\n\nWe received your request to redeem ${bottles}. ${data.tokens} VINO are held in ` +
    'your account while our operations team reviews it; they cannot be traded or staked until then. You can ' +
    `cancel the request while it is pending, which releases the VINO at once.\n\nDelivery to: ${data.delivery}\n` +
    `Request: ${data.requestId}\nYour requests: ${data.wineAssetsUrl}\n\nThe VINO team`;
  const html = `<!doctype html><html><body style="margin:0;background:#1c1917;font-family:Georgia,serif;color:#f5f5f4">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="color:#d4a857;font-size:20px;letter-spacing:2px;margin:0 0 24px">VINO</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>Hello ${escapeHtml(data.userName)},</p>
<p>We received your request to redeem <strong>${escapeHtml(bottles)}</strong>. <strong>${escapeHtml(data.tokens)} VINO</strong> are held in your account while our operations team reviews it; they cannot be traded or staked until then.</p>
<p>You can cancel the request while it is pending, which releases the VINO at once.</p>
<p style="color:#a8a29e;font-size:13px">Delivery to: ${escapeHtml(data.delivery)}<br>Request: ${escapeHtml(data.requestId)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(data.wineAssetsUrl)}" style="background:#7f1d3a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">View your requests</a></p>
<p style="color:#a8a29e;font-size:12px;margin-top:32px">You receive this e-mail because of an action on your VINO account.</p>
</div></body></html>`;
  return { subject, text, html };
}
