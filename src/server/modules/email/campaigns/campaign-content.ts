import { renderPostMarkdown } from '../../../../domain/post-markdown';
import { CAMPAIGN_VARIABLES, fillVariables, type CampaignVariableValues } from '../../../../domain/email-campaign';
import { sanitizePostHtml } from '../../content/content-module';
import type { RenderedMail } from '../../../platform/mailer/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Markers that stand for {{variables}} while the Markdown is rendered and sanitised: letters and
 * digits only, so neither Markdown nor URL encoding changes them, and the values are put in
 * afterwards, escaped, per recipient (one render per campaign, not per recipient).
 */
const marker = (index: number) => `vinovar${index}x`;
const MARKER = /vinovar(\d+)x/g;
const HAS_MARKER = /vinovar\d+x/;
const toMarkers = (text: string) =>
  fillVariables(text, Object.fromEntries(CAMPAIGN_VARIABLES.map((v, i) => [v, marker(i)])) as CampaignVariableValues);
const fromMarkers = (html: string, values: CampaignVariableValues) =>
  html.replace(MARKER, (whole, i: string) => {
    const name = CAMPAIGN_VARIABLES[Number(i)];
    return name ? escapeHtml(values[name]) : whole;
  });

/** A campaign rendered once: the sanitised HTML body with markers, and the links it holds. */
export interface PreparedCampaign {
  subject: string;
  content: string;
  bodyHtml: string;
  /** Absolute http(s) links of the body that click tracking may redirect to (no variables in them). */
  links: ReadonlySet<string>;
}

const HREF = /href="([^"]*)"/g;
const decodeAttr = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function prepareCampaign(campaign: { subject: string; content: string }, publicUrl: string): PreparedCampaign {
  // Links and images to our own paths become absolute: a mail has no origin to resolve them against.
  const bodyHtml = sanitizePostHtml(renderPostMarkdown(toMarkers(campaign.content))).replace(
    /(href|src)="\/(?!\/)/g,
    `$1="${publicUrl}/`,
  );
  const links = new Set<string>();
  for (const match of bodyHtml.matchAll(HREF)) {
    const url = decodeAttr(match[1]!);
    if (/^https?:\/\//i.test(url) && !HAS_MARKER.test(url)) links.add(url);
  }
  return { subject: campaign.subject, content: campaign.content, bodyHtml, links };
}

export interface RecipientLinks {
  /** The click-tracking URL for `url`, or undefined to leave the link as it is (test sends). */
  click?: (url: string) => string;
  /** The open pixel's URL, if tracked. */
  openPixel?: string;
}

/**
 * One recipient's campaign as an entry of their digest: the subject and the text, variables filled,
 * without the footer (the digest carries its own unsubscribe links).
 */
export function personaliseForDigest(
  prepared: PreparedCampaign,
  values: CampaignVariableValues,
): { title: string; body: string } {
  return { title: fillVariables(prepared.subject, values), body: fillVariables(prepared.content, values) };
}

/** One recipient's mail: variables filled and escaped, links tracked, the unsubscribe footer. */
export function personalise(
  prepared: PreparedCampaign,
  values: CampaignVariableValues,
  tracking: RecipientLinks,
): RenderedMail {
  let body = prepared.bodyHtml;
  if (tracking.click) {
    const click = tracking.click;
    body = body.replace(HREF, (whole, raw: string) => {
      const url = decodeAttr(raw);
      return prepared.links.has(url) ? `href="${escapeHtml(click(url))}"` : whole;
    });
  }
  const subject = fillVariables(prepared.subject, values);
  const html = `<!doctype html><html><body style="margin:0;background:#1c1917;font-family:Georgia,serif;color:#f5f5f4">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;line-height:1.6">
<p style="color:#d4a857;font-size:20px;letter-spacing:2px;margin:0 0 24px">VINO</p>
${fromMarkers(body, values)}
<p style="color:#a8a29e;font-size:12px;margin-top:32px;border-top:1px solid #44403c;padding-top:16px">You receive this e-mail because you subscribed to the VINO newsletter.
<a href="${escapeHtml(values.unsubscribe_url)}" style="color:#d4a857">Unsubscribe</a> ·
<a href="${escapeHtml(values.preferences_url)}" style="color:#d4a857">Email preferences</a></p>
${tracking.openPixel ? `<img src="${escapeHtml(tracking.openPixel)}" width="1" height="1" alt="" style="display:block;border:0">` : ''}
</div></body></html>`;
  const text = `${fillVariables(prepared.content, values)}

--
You receive this e-mail because you subscribed to the VINO newsletter.
Unsubscribe: ${values.unsubscribe_url}
Email preferences: ${values.preferences_url}`;
  return { subject, text, html };
}
