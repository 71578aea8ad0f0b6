/**
 * Every e-mail the product sends, rendered to subject, text and HTML. Values are escaped: names and
 * addresses come from users.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#1c1917;font-family:Georgia,serif;color:#f5f5f4">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="color:#d4a857;font-size:20px;letter-spacing:2px;margin:0 0 24px">VINO</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="color:#a8a29e;font-size:12px;margin-top:32px">You receive this e-mail because of an action on your VINO account.</p>
</div></body></html>`;
}

function button(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#7f1d3a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="color:#a8a29e;font-size:13px">Or open this link: <a href="${escapeHtml(url)}" style="color:#d4a857">${escapeHtml(url)}</a></p>`;
}

export function verificationMail(name: string, url: string): RenderedMail {
  const subject = 'Confirm your e-mail address for VINO';
  return {
    subject,
    text: `Hello ${name},\n\nPlease confirm your e-mail address to finish creating your VINO account:\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    html: layout(
      'Confirm your e-mail address',
      `<p>Hello ${escapeHtml(name)},</p><p>Please confirm your e-mail address to finish creating your VINO account.</p>${button(url, 'Verify e-mail address')}<p>If you did not sign up, ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(name: string, url: string): RenderedMail {
  const subject = 'Reset your VINO password';
  return {
    subject,
    text: `Hello ${name},\n\nSomeone asked to reset the password of your VINO account. To choose a new password, open:\n${url}\n\nThe link expires in one hour. If it was not you, ignore this e-mail; your password stays unchanged.`,
    html: layout(
      'Reset your password',
      `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your VINO account.</p>${button(url, 'Choose a new password')}<p>The link expires in one hour. If it was not you, ignore this e-mail; your password stays unchanged.</p>`,
    ),
  };
}

/** The "payment confirmation" template (operator spec: amount_paid, tokens_received, transaction_id). */
export function paymentConfirmationMail(data: {
  user_name: string;
  amount_paid: string;
  tokens_received: string;
  transaction_id: string;
  portfolio_url: string;
}): RenderedMail {
  const subject = 'Your VINO purchase is confirmed';
  return {
    subject,
    text: `Hello ${data.user_name},\n\nWe received your payment of ${data.amount_paid}. ${data.tokens_received} VINO have been credited to your account.\n\nTransaction: ${data.transaction_id}\nYour balances: ${data.portfolio_url}`,
    html: layout(
      'Payment confirmed',
      `<p>Hello ${escapeHtml(data.user_name)},</p><p>We received your payment of <strong>${escapeHtml(data.amount_paid)}</strong>. <strong>${escapeHtml(data.tokens_received)} VINO</strong> have been credited to your account.</p><p style="color:#a8a29e;font-size:13px">Transaction: ${escapeHtml(data.transaction_id)}</p>${button(data.portfolio_url, 'View your payments')}`,
    ),
  };
}

/** The "KYC approved" template (operator spec: user_name, dashboard_url). */
export function kycApprovedMail(data: { user_name: string; dashboard_url: string }): RenderedMail {
  const subject = 'Your identity verification is approved';
  return {
    subject,
    text: `Hello ${data.user_name},\n\nGood news: our team reviewed your documents and your identity verification (KYC) is approved. You can now buy and trade VINO.\n\nYour dashboard: ${data.dashboard_url}`,
    html: layout(
      'Identity verification approved',
      `<p>Hello ${escapeHtml(data.user_name)},</p><p>Good news: our team reviewed your documents and your identity verification (KYC) is <strong>approved</strong>. You can now buy and trade VINO.</p>${button(data.dashboard_url, 'Go to your dashboard')}`,
    ),
  };
}

/** The "KYC rejected" template (operator spec: user_name, kyc_url), with the reviewer's reason. */
export function kycRejectedMail(data: { user_name: string; kyc_url: string; reason: string }): RenderedMail {
  const subject = 'Your identity verification needs new documents';
  return {
    subject,
    text: `Hello ${data.user_name},\n\nOur team reviewed your documents and could not approve your identity verification (KYC).\n\nReason: ${data.reason}\n\nYou can submit new documents at any time: ${data.kyc_url}`,
    html: layout(
      'Identity verification not approved',
      `<p>Hello ${escapeHtml(data.user_name)},</p><p>Our team reviewed your documents and could not approve your identity verification (KYC).</p><p style="border-left:3px solid #d4a857;padding-left:12px"><strong>Reason:</strong> ${escapeHtml(data.reason)}</p><p>You can submit new documents at any time.</p>${button(data.kyc_url, 'Submit new documents')}`,
    ),
  };
}

/** Double opt-in: the link that turns a pending newsletter sign-up active. */
export function newsletterConfirmMail(data: { confirm_url: string; user_name?: string | null }): RenderedMail {
  const hello = data.user_name ? `Hello ${data.user_name},` : 'Hello,';
  return {
    subject: 'Confirm your subscription to VINO updates',
    text: `${hello}\n\nPlease confirm that you want to receive VINO updates:\n${data.confirm_url}\n\nThe link is valid for 7 days. If you did not sign up, ignore this e-mail and nothing will be sent to you.`,
    html: layout(
      'Confirm your subscription',
      `<p>${escapeHtml(hello)}</p><p>Please confirm that you want to receive VINO updates.</p>${button(data.confirm_url, 'Confirm subscription')}<p>The link is valid for 7 days. If you did not sign up, ignore this e-mail and nothing will be sent to you.</p>`,
    ),
  };
}

/** The "newsletter" welcome after confirmation: a marketing mail, so it carries the unsubscribe links. */
export function newsletterWelcomeMail(data: { unsubscribe_url: string; preferences_url: string }): RenderedMail {
  return {
    subject: 'Welcome to VINO updates',
    text: `Thank you for subscribing to VINO updates. We will write about the wine reserve, the presale and the platform.\n\nChoose what you receive: ${data.preferences_url}\nUnsubscribe: ${data.unsubscribe_url}`,
    html: layout(
      'Welcome to VINO updates',
      `<p>Thank you for subscribing. We will write about the wine reserve, the presale and the platform.</p>${marketingFooter(data)}`,
    ),
  };
}

/** Unsubscribe asked for by address only: the signed link is the proof that the mailbox is theirs. */
export function unsubscribeConfirmMail(data: { unsubscribe_url: string }): RenderedMail {
  return {
    subject: 'Confirm unsubscribing from VINO e-mails',
    text: `Someone asked to unsubscribe this address from VINO e-mails. To confirm, open:\n${data.unsubscribe_url}\n\nIf it was not you, ignore this e-mail; nothing changes.`,
    html: layout(
      'Confirm unsubscribing',
      `<p>Someone asked to unsubscribe this address from VINO e-mails.</p>${button(data.unsubscribe_url, 'Unsubscribe')}<p>If it was not you, ignore this e-mail; nothing changes.</p>`,
    ),
  };
}

/** The footer of every marketing mail: preferences and unsubscribe links (signed). */
export function marketingFooter(data: { unsubscribe_url: string; preferences_url: string }): string {
  return `<p style="color:#a8a29e;font-size:12px;margin-top:32px"><a href="${escapeHtml(data.preferences_url)}" style="color:#d4a857">Email preferences</a> · <a href="${escapeHtml(data.unsubscribe_url)}" style="color:#d4a857">Unsubscribe</a></p>`;
}
