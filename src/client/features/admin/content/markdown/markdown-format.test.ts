import { describe, expect, it } from 'vitest';
import { applyMarkdown, type TextEdit } from './markdown-format';

/** `[` and `]` in the fixture mark the selection. */
function at(marked: string): TextEdit {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), selectionStart: start, selectionEnd: end };
}
const show = (e: TextEdit) =>
  `${e.text.slice(0, e.selectionStart)}[${e.text.slice(e.selectionStart, e.selectionEnd)}]${e.text.slice(e.selectionEnd)}`;

describe('applyMarkdown', () => {
  it('wraps the selection in bold and italic markers, and unwraps when applied again', () => {
    expect(show(applyMarkdown('bold', at('A [word] here')))).toBe('A **[word]** here');
    expect(show(applyMarkdown('bold', at('A **[word]** here')))).toBe('A [word] here');
    expect(show(applyMarkdown('italic', at('A [word] here')))).toBe('A _[word]_ here');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show(applyMarkdown('bold', at('Hi []')))).toBe('Hi **[bold text]**');
  });

  it('makes a link from the selection with the address selected', () => {
    const edit = applyMarkdown('link', { text: 'See VINO now', selectionStart: 4, selectionEnd: 8 });
    expect(edit.text).toBe('See [VINO](https://) now');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });

  it('prefixes every selected line for heading, list and quote, and toggles them off', () => {
    expect(show(applyMarkdown('list', at('[one\ntwo]\nthree')))).toBe('[- one\n- two]\nthree');
    expect(show(applyMarkdown('list', at('[- one\n- two]\nthree')))).toBe('[one\ntwo]\nthree');
    expect(show(applyMarkdown('heading', at('intro\nTi[]tle')))).toBe('intro\n## Ti[]tle');
    expect(show(applyMarkdown('quote', at('[]said')))).toBe('> []said');
  });
});
