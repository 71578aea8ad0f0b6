import { describe, expect, it } from 'vitest';
import { sortNewestFirst } from '../../api/system/get-mailbox';
import { prepareEmailHtml } from './components/message-view';

describe('mailbox helpers', () => {
  it('sorts newest first', () => {
    const m = (id: string, createdAt: string) => ({ id, to: '', subject: '', text: '', html: '', createdAt });
    expect(sortNewestFirst([m('a', '2026-01-01T00:00:00Z'), m('b', '2026-02-01T00:00:00Z')]).map((x) => x.id)).toEqual([
      'b',
      'a',
    ]);
  });

  it('makes links open in the top window', () => {
    expect(prepareEmailHtml('<p><a href="/x">x</a></p>')).toContain('<base target="_top">');
    expect(prepareEmailHtml('<html><head><title>t</title></head><body></body></html>')).toMatch(
      /<head><base target="_top">/,
    );
  });
});
