import type { ProviderEndpoint } from '../mail-config';
import { assertAccepted, PROVIDER_TIMEOUT_MS, type DeliverMail, type QueuedMail } from './mail-transport';

/**
 * The multipart form of provider B's send call (operator spec section 7): from, to, subject, html,
 * text, tag (the template id, so the provider's reports group by template). Extra headers go as
 * `h:<Name>` fields, the provider's convention, so List-Unsubscribe reaches the recipient.
 */
export function providerBForm(mail: QueuedMail): FormData {
  const form = new FormData();
  form.append('from', mail.from);
  form.append('to', mail.to);
  form.append('subject', mail.subject);
  form.append('html', mail.html);
  form.append('text', mail.text);
  form.append('tag', mail.template);
  for (const [name, value] of Object.entries(mail.headers)) form.append(`h:${name}`, value);
  return form;
}

/** Provider B: POST multipart/form-data with basic authorization (user `api`, the key as password). */
export function providerBTransport(endpoint: ProviderEndpoint): DeliverMail {
  const authorization = `Basic ${Buffer.from(`api:${endpoint.apiKey}`).toString('base64')}`;
  return async (mail) => {
    const res = await fetch(endpoint.url, {
      method: 'POST',
      headers: { authorization },
      body: providerBForm(mail),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    await assertAccepted('Provider B', res);
  };
}
