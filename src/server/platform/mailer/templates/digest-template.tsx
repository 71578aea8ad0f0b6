import { Heading } from '@react-email/components';
import { z } from 'zod';
import { defineTemplate } from './define-template';
import { EmailLayout, P } from './email-layout';

/** One held mail in a digest: its subject and its plain-text part. */
export interface DigestEntry {
  title: string;
  body: string;
}

/** Template fields are strings (provider A's template data): the entries travel as JSON. */
const DigestEntriesSchema = z.array(z.object({ title: z.string(), body: z.string() }));

export function encodeDigestEntries(entries: DigestEntry[]): string {
  return JSON.stringify(entries);
}

function decodeDigestEntries(json: string): DigestEntry[] {
  const parsed = DigestEntriesSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

/**
 * The daily, weekly or monthly digest (the frequency on /email-preferences): the
 * marketing mail held since the last one, each with its subject and text, in one mail. `items`
 * (the entries as JSON, see encodeDigestEntries) is read too but is not a field shown as written.
 */
export const digestTemplate = defineTemplate({
  id: 'digest',
  name: 'Digest (daily, weekly, monthly)',
  category: 'marketing',
  fields: ['user_name', 'period', 'item_count', 'unsubscribe_url', 'preferences_url'],
  subject: (d) => `Your ${d.period} VINO digest: ${d.item_count} ${d.item_count === '1' ? 'update' : 'updates'}`,
  sample: {
    user_name: 'Ada Lovelace',
    period: 'weekly',
    item_count: '2',
    items: encodeDigestEntries([
      { title: 'The reserve this month', body: 'Three Bordeaux lots joined the reserve.' },
      { title: 'VINO/USD price alert', body: 'VINO/USD rose above your alert price of 0.9.' },
    ]),
    unsubscribe_url: 'https://vino.example/unsubscribe?token=sample',
    preferences_url: 'https://vino.example/email-preferences?token=sample',
  },
  Body: (d) => (
    <EmailLayout
      preview={`${d.item_count} updates since your last digest`}
      title={`Your ${d.period} digest`}
      marketing={d}
    >
      <P>Hello {d.user_name},</P>
      <P>
        {d.item_count} {d.item_count === '1' ? 'update' : 'updates'} since your last digest. You chose a {d.period}{' '}
        digest on your e-mail preferences.
      </P>
      {decodeDigestEntries(d.items).map((entry, i) => (
        <div key={i}>
          <Heading as="h2" className="vino-text" style={{ fontSize: '18px', margin: '24px 0 8px' }}>
            {entry.title}
          </Heading>
          {entry.body
            .split(/\n{2,}/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, j) => (
              <P key={j}>{paragraph}</P>
            ))}
        </div>
      ))}
    </EmailLayout>
  ),
});
