import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a blog post may contain: headings, paragraphs, lists, links, emphasis, quotes and
 * images from our own origin. Everything else (scripts, styles, iframes, event handlers, inline
 * styles, javascript:/data: URLs) is removed. Used when a post is written (seed, admin) and again
 * before a post is returned, so a row changed behind the application's back is still safe to render.
 */
const POST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'img',
    'figure',
    'figcaption',
  ],
  // rel is always the value transformTags sets below (an author's rel is replaced).
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // Links: web and mail only (relative links have no scheme and pass). Images: no scheme at all,
  // i.e. only paths on our own origin, which the Content-Security-Policy also requires.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//evil.example/x' has no scheme but leaves the origin.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  // An <img> must point at a path of our origin ('/images/...'); any other is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSameOriginPath(frame.attribs.src),
};

function isSameOriginPath(src: string | undefined): boolean {
  return Boolean(src && src.startsWith('/') && !src.startsWith('//') && !src.includes('\\'));
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_OPTIONS);
}

/** The text of a post without any markup (reading time, search, feeds). */
export function postPlainText(html: string): string {
  // A space after every tag keeps '<h2>A</h2><p>b</p>' from reading as 'Ab'.
  return sanitizeHtml(html.replace(/>/g, '> '), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
