/**
 * Blog post Markdown → HTML, the one renderer of the server (at save, before sanitize-html) and of
 * the admin editor's preview (loaded lazily in the admin chunk), so the preview matches what is
 * stored. The output is NOT safe yet: Markdown lets raw HTML through; each side sanitises it.
 *
 * Headings shift into h2–h4: the article page's title is the h1 and the post sanitiser keeps only
 * h2, h3 and h4, so `# Title` becomes an h2 instead of losing its heading.
 */
import { Marked, type Tokens } from 'marked';

const renderer = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    heading(this: { parser: { parseInline: (tokens: Tokens.Heading['tokens']) => string } }, token: Tokens.Heading) {
      const level = Math.min(Math.max(token.depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
  },
});

export function renderPostMarkdown(source: string): string {
  return renderer.parse(source, { async: false });
}
