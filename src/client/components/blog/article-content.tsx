/**
 * The article's HTML. It is sanitised by the server when written and again when served (only
 * headings, paragraphs, lists, links, emphasis, quotes and same-origin images survive), which is
 * what makes rendering it as HTML safe here.
 */
const PROSE = [
  'text-base leading-relaxed text-fg-muted sm:text-lg',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-fg',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-fg',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2',
  '[&_strong]:font-semibold [&_strong]:text-fg',
  '[&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-gold-strong',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold/60 [&_blockquote]:pl-5 [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-fg',
  '[&_img]:mt-6 [&_img]:rounded-xl [&>*:first-child]:mt-0',
].join(' ');

export function ArticleContent({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
