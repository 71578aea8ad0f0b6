import type { ProviderEndpoint } from '../mail-config';
import { assertAccepted, parseAddress, PROVIDER_TIMEOUT_MS, type DeliverMail, type QueuedMail } from './mail-transport';

/**
 * The JSON body of provider A's send-mail call (operator spec section 7): personalizations (to,
 * dynamic_template_data), from, subject, template_id, content, categories, custom_args (user_id,
 * campaign_id). The rendered parts travel in `content`, so the provider needs no copy of our
 * templates; `headers` carries List-Unsubscribe.
 */
export function providerARequestBody(mail: QueuedMail) {
  const customArgs: Record<string, string> = {};
  if (mail.userId) customArgs['user_id'] = mail.userId;
  if (mail.campaignId) customArgs['campaign_id'] = mail.campaignId;
  return {
    personalizations: [{ to: [{ email: mail.to }], dynamic_template_data: mail.templateData }],
    from: parseAddress(mail.from),
    subject: mail.subject,
    template_id: mail.template,
    content: [
      { type: 'text/plain', value: mail.text },
      { type: 'text/html', value: mail.html },
    ],
    categories: [mail.category, mail.template],
    custom_args: customArgs,
    ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
  };
}

/** Provider A: POST JSON with bearer authorization. */
export function providerATransport(endpoint: ProviderEndpoint): DeliverMail {
  return async (mail) => {
    const res = await fetch(endpoint.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(providerARequestBody(mail)),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    await assertAccepted('Provider A', res);
  };
}
