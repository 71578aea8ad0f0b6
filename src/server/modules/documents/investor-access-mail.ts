import type { RenderedMail } from '../../platform/mailer/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Confirmation of a "Request Investor Access" submission; the name comes from the user, so it is escaped. */
export function investorAccessRequestMail(name: string): RenderedMail {
  const subject = 'We received your investor access request';
  const text =
    `Hello ${name},\n\nThank you for requesting investor access to VINO. Our investor relations team reviews every ` +
    'request and will contact you within two business days to verify your investor status. Once verified, the ' +
    'investor documents in the library and the Investor Portal open to your account.\n\nThe VINO team';
  const html = `<!doctype html><html><body style="margin:0;background:#1c1917;font-family:Georgia,serif;color:#f5f5f4">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="color:#d4a857;font-size:20px;letter-spacing:2px;margin:0 0 24px">VINO</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for requesting investor access to VINO. Our investor relations team reviews every request and will contact you within two business days to verify your investor status.</p>
<p>Once verified, the investor documents in the library and the Investor Portal open to your account.</p>
<p style="color:#a8a29e;font-size:12px;margin-top:32px">You receive this e-mail because this address was entered in a request for investor access on VINO.</p>
</div></body></html>`;
  return { subject, text, html };
}
