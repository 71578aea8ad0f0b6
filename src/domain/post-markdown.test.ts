import { describe, expect, it } from 'vitest';
import { renderPostMarkdown } from './post-markdown';

describe('renderPostMarkdown', () => {
  it('renders the toolbar syntax: bold, italic, link, list, quote', () => {
    const html = renderPostMarkdown('**bold** _italic_ [VINO](https://vino.example)\n\n- one\n- two\n\n> quoted');
    expect(html).toContain('<strong>bold</strong> <em>italic</em> <a href="https://vino.example">VINO</a>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
  });

  it('keeps headings within h2–h4 (the page title is the h1)', () => {
    expect(renderPostMarkdown('# A\n\n## B\n\n### C\n\n###### D')).toBe(
      '<h2>A</h2>\n<h2>B</h2>\n<h3>C</h3>\n<h4>D</h4>\n',
    );
  });

  it('passes raw HTML through (sanitising is the caller’s job)', () => {
    expect(renderPostMarkdown('<h2>Hi</h2><script>x</script>')).toContain('<script>x</script>');
  });
});
